/** A stored object the contract does not allow must not leak out: the server answers a bare 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  await server.close();
  // Plant an issuer with a property the contract's Issuer schema forbids.
  const store = await server.openStore();
  await store.transaction((tx) =>
    tx.putItem('/oauth/issuers', 'planted', 'Planted', { id: 'planted', name: 'Planted', host: 'p.example.com', secret: 'leak me' }),
  );
  await store.close();
  server = await server.restart();
});
afterAll(() => server?.stop());

describe('response validation', () => {
  it('answers 500 without details when a response does not match the contract', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    for (const path of ['/oauth/issuers/planted', '/oauth/issuers']) {
      const response = await admin.api('GET', path);
      expect(response.status, path).toBe(500);
      expect(response.body.resultId).toBe('internal_error');
      expect(response.text).not.toContain('leak me');
      expect(response.text).not.toContain('secret');
    }
    expect((await admin.api('GET', '/oauth/issuers/emea')).status).toBe(200);
  });
});
