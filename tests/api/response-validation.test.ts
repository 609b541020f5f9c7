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

describe('response validation of a streamed whole list', () => {
  it('cuts the answer before a stored object the contract does not allow, when earlier chunks have gone', async () => {
    const own = await startTestServer({ demo: true });
    try {
      await own.close();
      const store = await own.openStore();
      await store.transaction(async (tx) => {
        // Enough valid issuers (sorted first) to fill the first chunks, then the planted one.
        await tx.putItems('/oauth/issuers', Array.from({ length: 3000 }, (_, i) => {
          const id = `valid-${String(i).padStart(4, '0')}`;
          return { id, name: `Aaa valid ${String(i).padStart(4, '0')}`, doc: { id, name: `Aaa valid ${String(i).padStart(4, '0')}`, host: 'valid.example.com' } };
        }));
        await tx.putItem('/oauth/issuers', 'planted', 'Zzz planted', { id: 'planted', name: 'Zzz planted', host: 'p.example.com', secret: 'leak me' });
      });
      await store.close();
      const server2 = await own.restart();
      const response = await server2.basic('Administrator', DEMO_PASSWORD).raw('/pf-admin-api/v1/oauth/issuers', { headers: { 'X-XSRF-Header': 'PingFederate' } });
      expect(response.status).toBe(200);
      const received: string[] = [];
      const reader = response.body!.getReader();
      const read = async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received.push(Buffer.from(value).toString());
        }
      };
      await expect(read()).rejects.toThrow();
      const text = received.join('');
      expect(text).toContain('"Aaa valid 0000"');
      expect(text).not.toContain('leak me');
      await server2.stop();
    } finally {
      await own.stop().catch(() => undefined);
    }
  }, 60_000);
});
