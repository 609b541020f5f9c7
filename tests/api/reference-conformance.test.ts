/** Our answers validated against the REFERENCE PingFederate 12.1 schemas, not our own contract. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference, referenceValidator } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const expectValid = expectValidAgainstReference;

describe('reference PingFederate 12.1 schemas', () => {
  it('the validators can fail', () => {
    expect(referenceValidator('Issuer')({ id: 'x' })).toBe(false);
    expect(referenceValidator('VirtualHostNameSettings')({ virtualHostNames: [1] })).toBe(false);
    expect(referenceValidator('Issuers')({ items: [{ name: 'no host' }] })).toBe(false);
  });

  it('GET /oauth/issuers is an Issuers', async () => {
    const response = await admin.api('GET', '/oauth/issuers');
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeGreaterThan(0);
    expectValid('Issuers', response.body);
  });

  it('GET /oauth/issuers/{id} is an Issuer', async () => {
    const created = await admin.api('POST', '/oauth/issuers', { name: 'Reference', host: 'r.example.com', path: '/r', description: 'd' });
    expectValid('Issuer', created.body);
    const response = await admin.api('GET', `/oauth/issuers/${created.body.id}`);
    expect(response.status).toBe(200);
    expectValid('Issuer', response.body);
  });

  it('GET and PUT /virtualHostNames are VirtualHostNameSettings', async () => {
    const got = await admin.api('GET', '/virtualHostNames');
    expectValid('VirtualHostNameSettings', got.body);
    const put = await admin.api('PUT', '/virtualHostNames', { virtualHostNames: ['one.example.com', 'two.example.com'] });
    expect(put.status).toBe(200);
    expectValid('VirtualHostNameSettings', put.body);
    expect(put.body).toEqual({ virtualHostNames: ['one.example.com', 'two.example.com'] });
  });

  it('a 422 answer is an ApiResult', async () => {
    const response = await admin.api('POST', '/oauth/issuers', {});
    expect(response.status).toBe(422);
    expectValid('ApiResult', response.body);
  });
});
