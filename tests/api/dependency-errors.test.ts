/**
 * GET /internal/dependencyErrors over HTTP: objects written past the checks (as another node or a
 * restored archive would) that name objects which do not exist are listed with the field, the
 * message a save would give and where the console opens them; only for the collections and
 * documents the caller may read; a demo server without such writes has none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await server.login('Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const errorsOf = async (client: ApiClient) => {
  const answer = await client.api('GET', '/internal/dependencyErrors');
  expect(answer.status).toBe(200);
  return answer.body.items as { type: string; label: string; id?: string; name: string; location: string; fieldPath: string; message: string }[];
};

describe('GET /internal/dependencyErrors', () => {
  it('finds none on the demo server, whose objects were all written through the checks', async () => {
    expect(await errorsOf(admin)).toEqual([]);
  });

  it('lists an object and a settings document that name missing objects, each with where to fix it', async () => {
    const store = await server.openStore();
    try {
      await store.transaction(async (tx) => {
        const mapping = { id: 'broken-mapping', accessTokenManagerRef: { id: 'gone-manager' }, context: { type: 'DEFAULT' }, attributeContractFulfillment: {} };
        await tx.putItem('/oauth/accessTokenMappings', mapping.id, mapping.id, mapping);
        const connection = { id: 'broken-idp', name: 'Broken IdP', entityId: 'urn:broken', credentials: { signingSettings: { signingKeyPairRef: { id: 'gone-key' } } } };
        await tx.putItem('/sp/idpConnections', connection.id, connection.name, connection);
        const defaults = (await tx.getSettings('/oauth/openIdConnect/settings')) ?? {};
        await tx.putSettings('/oauth/openIdConnect/settings', { ...defaults, defaultPolicyRef: { id: 'gone-policy' } });
      });
    } finally {
      await store.close();
    }
    const errors = await errorsOf(admin);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'access-token-mappings', id: 'broken-mapping', fieldPath: 'accessTokenManagerRef.id', location: '/applications/oauth/access-token-mappings/broken-mapping' }),
        expect.objectContaining({ type: 'openid-connect-policies.settings', fieldPath: 'defaultPolicyRef.id' }),
      ]),
    );
    const mapping = errors.find((error) => error.id === 'broken-mapping')!;
    expect(mapping.message).toMatch(/'gone-manager' does not exist\./);
    const settings = errors.find((error) => error.type === 'openid-connect-policies.settings')!;
    expect(settings.id).toBeUndefined();
    expect(settings.message).toMatch(/'gone-policy' does not exist\./);
    expect(settings.location).toMatch(/^\/applications\/oauth\/openid-connect-policies\?tab=/);
    expect(errors.find((error) => error.id === 'broken-idp')).toMatchObject({ name: 'Broken IdP', fieldPath: 'credentials.signingSettings.signingKeyPairRef.id' });
    // A save naming the missing manager is refused with the same message: the list says what a save would.
    const save = await admin.api('POST', '/oauth/accessTokenMappings', { accessTokenManagerRef: { id: 'gone-manager' }, context: { type: 'CLIENT_CREDENTIALS' }, attributeContractFulfillment: {} });
    expect(save.status).toBe(422);
    expect(save.body.validationErrors.map((e: { message: string }) => e.message)).toContain(mapping.message);
  });

  it('checks only what the caller may read, and needs a console session', async () => {
    // IdP connections are ADMINISTRATOR's (and the auditors'), not the crypto administrator's.
    const crypto = await errorsOf(await server.login('crypto', DEMO_PASSWORD));
    expect(crypto.map((error) => error.id)).not.toContain('broken-idp');
    expect(crypto.map((error) => error.id)).toContain('broken-mapping');
    expect((await errorsOf(await server.login('auditor', DEMO_PASSWORD))).map((error) => error.id)).toEqual(expect.arrayContaining(['broken-idp', 'broken-mapping']));
    expect((await server.anonymous.api('GET', '/internal/dependencyErrors')).status).toBe(401);
  });
});
