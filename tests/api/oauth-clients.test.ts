/**
 * /oauth/clients, served by the generic collection from oauth-clients.page.yaml: PingFederate
 * payloads round-trip, write-only secrets never come back in clear and are encrypted at rest,
 * the encrypted value passed back keeps a secret, errors name their field at any depth.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../src/server/services/keys/master-key';
import { copyOf } from './support/demo-copies';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/oauth-clients.json', import.meta.url), 'utf8')) as Record<string, Json>;
const OWNER = (id: string) => `/oauth/clients/${id}`;

/** A copy of a client without these properties of its clientAuth and of each secondary secret. */
function withoutAuthProperty(client: Json, property: 'secret' | 'encryptedSecret'): Json {
  const copy = structuredClone(client);
  if (copy.clientAuth) {
    delete copy.clientAuth[property];
    for (const secondary of copy.clientAuth.secondarySecrets ?? []) delete secondary[property];
  }
  return copy;
}

/** A payload as the server answers it, plaintext secrets aside; an answer, encrypted values aside. */
const withoutSecrets = (payload: Json) => withoutAuthProperty(payload, 'secret');
const withoutEncrypted = (answer: Json) => withoutAuthProperty(answer, 'encryptedSecret');

let server: TestServer;
let admin: ApiClient;

/** The plaintext of a stored secret, read as another node would (store + master key). */
async function storedSecret(clientId: string, path: string): Promise<string | undefined> {
  const store = await server.openStore();
  try {
    return await new ConfigurationKeys(store, loadOrCreateMasterKey(server.dataDir)).getSecret(OWNER(clientId), path);
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  // The access token managers and OpenID Connect policy the terraform examples name.
  await copyOf(admin, '/oauth/accessTokenManagers', 'default', 'jwt_example');
  await copyOf(admin, '/oauth/accessTokenManagers', 'default', 'jwt_device_example');
  await copyOf(admin, '/oauth/openIdConnect/policies', 'partnerOidcPolicy', 'OIDCPolicy');
});
afterAll(() => server?.stop());

describe('PingFederate payloads (terraform provider acceptance tests and examples)', () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged, secrets aside`, async () => {
      const created = await admin.api('POST', '/oauth/clients', payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await admin.api('GET', `/oauth/clients/${payload.clientId}`);
      expect(read.status).toBe(200);
      expect(withoutEncrypted(read.body)).toEqual(withoutSecrets(payload));
      expect(typeof read.body.clientAuth.encryptedSecret).toBe('string');
      expect(JSON.stringify(read.body)).not.toContain(payload.clientAuth.secret);

      // What was read is sent back as is (PingFederate's way to keep secrets): nothing changes.
      const updated = await admin.api('PUT', `/oauth/clients/${payload.clientId}`, read.body);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const again = await admin.api('GET', `/oauth/clients/${payload.clientId}`);
      expect(withoutEncrypted(again.body)).toEqual(withoutSecrets(payload));
      expect(await storedSecret(payload.clientId, 'clientAuth.secret')).toBe(payload.clientAuth.secret);
    });
  }

  it('keeps secondary secrets in list items encrypted and answers each encrypted', async () => {
    const complete = fixtures.complete;
    const read = await admin.api('GET', `/oauth/clients/${complete.clientId}`);
    const [secondary] = read.body.clientAuth.secondarySecrets;
    expect(secondary).toEqual({ expiryTime: '2036-12-31T23:59:59Z', encryptedSecret: expect.any(String) });
    expect(await storedSecret(complete.clientId, 'clientAuth.secondarySecrets.0.secret')).toBe('examplesecondary');
  });
});

describe('write-only secrets', () => {
  const base = { clientId: 'secret-rules', name: 'Secret Rules', grantTypes: ['CLIENT_CREDENTIALS'] };

  it('are stored encrypted, not in the object, and never answered in clear (get, list, create, update)', async () => {
    const created = await admin.api('POST', '/oauth/clients', { ...base, clientAuth: { type: 'SECRET', secret: 'first-Secret-1' } });
    expect(created.status).toBe(201);
    expect(created.body.clientAuth.secret).toBeUndefined();
    expect(created.body.clientAuth.encryptedSecret).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const list = await admin.api('GET', '/oauth/clients?filter=secret%20rules&page=1&numberPerPage=5');
    expect(list.body.items[0].clientAuth).toEqual({ type: 'SECRET', encryptedSecret: expect.any(String) });

    const store = await server.openStore();
    try {
      const doc = await store.getItem('/oauth/clients', 'secret-rules');
      expect(JSON.stringify(doc)).not.toContain('first-Secret-1');
      expect(doc?.clientAuth).toEqual({ type: 'SECRET' });
      const [secret] = await store.listSecretsOf(OWNER('secret-rules'));
      expect(secret.name).toBe('clientAuth.secret');
      expect(Buffer.from(secret.ciphertext, 'base64').toString('utf8')).not.toContain('first-Secret-1');
    } finally {
      await store.close();
    }
  });

  it('change when a new one is typed, and go when neither it nor its encrypted value is sent', async () => {
    const typed = await admin.api('PUT', '/oauth/clients/secret-rules', { ...base, clientAuth: { type: 'SECRET', secret: 'second-Secret-2' } });
    expect(typed.status).toBe(200);
    expect(await storedSecret('secret-rules', 'clientAuth.secret')).toBe('second-Secret-2');

    const none = await admin.api('PUT', '/oauth/clients/secret-rules', { ...base, clientAuth: { type: 'NONE' } });
    expect(none.status).toBe(200);
    expect(none.body.clientAuth).toEqual({ type: 'NONE' });
    expect(await storedSecret('secret-rules', 'clientAuth.secret')).toBeUndefined();
  });

  it('refuses an encrypted value this server did not make, on the secret field, and changes nothing', async () => {
    await admin.api('PUT', '/oauth/clients/secret-rules', { ...base, clientAuth: { type: 'SECRET', secret: 'third-Secret-3' } });
    const read = await admin.api('GET', '/oauth/clients/secret-rules');
    // A changed first character of the tag (its last one may only carry padding bits).
    const parts = read.body.clientAuth.encryptedSecret.split('.');
    parts[4] = (parts[4][0] === 'A' ? 'B' : 'A') + parts[4].slice(1);
    const forged = parts.join('.');
    const refused = await admin.api('PUT', '/oauth/clients/secret-rules', { ...base, description: 'changed', clientAuth: { type: 'SECRET', encryptedSecret: forged } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'clientAuth.secret' })]);
    const after = await admin.api('GET', '/oauth/clients/secret-rules');
    expect(after.body.description).toBeUndefined();
    expect(await storedSecret('secret-rules', 'clientAuth.secret')).toBe('third-Secret-3');
  });

  it('go with their object when it is deleted', async () => {
    expect((await admin.api('DELETE', '/oauth/clients/secret-rules')).status).toBe(204);
    const store = await server.openStore();
    try {
      expect(await store.listSecretsOf(OWNER('secret-rules'))).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('/oauth/clients/{id}/clientAuth/clientSecret', () => {
  it('answers the secret encrypted, and replaces it with a typed one leaving the client as it was', async () => {
    const before = await admin.api('GET', '/oauth/clients/customer-portal');
    const read = await admin.api('GET', '/oauth/clients/customer-portal/clientAuth/clientSecret');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ encryptedSecret: expect.any(String) });
    expect(await storedSecret('customer-portal', 'clientAuth.secret')).toBe('portal-Demo-Secret-2026');
    const blank = await admin.api('PUT', '/oauth/clients/customer-portal/clientAuth/clientSecret', { secret: ' ' });
    expect(blank.status).toBe(422);
    const replaced = await admin.api('PUT', '/oauth/clients/customer-portal/clientAuth/clientSecret', { secret: 'rotated-Secret-9' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.encryptedSecret).toEqual(expect.any(String));
    expect(await storedSecret('customer-portal', 'clientAuth.secret')).toBe('rotated-Secret-9');
    const after = await admin.api('GET', '/oauth/clients/customer-portal');
    expect(withoutEncrypted(after.body)).toEqual(withoutEncrypted(before.body));
    // What GET answered, sent back (as PingFederate's "reuse the existing secret"), keeps that secret; a made-up one is refused.
    const sentBack = await admin.api('PUT', '/oauth/clients/customer-portal/clientAuth/clientSecret', (await admin.api('GET', '/oauth/clients/customer-portal/clientAuth/clientSecret')).body);
    expect(sentBack.status, sentBack.text).toBe(200);
    expect(await storedSecret('customer-portal', 'clientAuth.secret')).toBe('rotated-Secret-9');
    const forged = await admin.api('PUT', '/oauth/clients/customer-portal/clientAuth/clientSecret', { encryptedSecret: 'eyJhbGciOiJkaXIifQ..AAAA.BBBB.CCCC' });
    expect(forged.status).toBe(422);
    expect(forged.body.validationErrors[0].fieldPath).toBe('encryptedSecret');
    expect(await storedSecret('customer-portal', 'clientAuth.secret')).toBe('rotated-Secret-9');
    expect((await admin.api('GET', '/oauth/clients/nobody/clientAuth/clientSecret')).status).toBe(404);
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('PUT', '/oauth/clients/customer-portal/clientAuth/clientSecret', { secret: 'x-Secret-1' })).status).toBe(403);
  });
});

describe('validation and roles', () => {
  it('names a bad redirect URI by its index and a missing nested value by its path', async () => {
    const answer = await admin.api('POST', '/oauth/clients', {
      clientId: 'bad-uris',
      name: 'Bad URIs',
      grantTypes: ['AUTHORIZATION_CODE'],
      redirectUris: ['https://ok.example.com/cb', 'not a uri'],
      clientAuth: { type: 'PASSWORD' },
    });
    expect(answer.status).toBe(422);
    const paths = answer.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath);
    expect(paths).toEqual(expect.arrayContaining(['redirectUris[1]', 'clientAuth.type']));
    expect((await admin.api('GET', '/oauth/clients/bad-uris')).status).toBe(404);
  });

  it('requires at least one grant type', async () => {
    const answer = await admin.api('POST', '/oauth/clients', { clientId: 'no-grants', name: 'No Grants', grantTypes: [] });
    expect(answer.status).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'grantTypes', message: 'Allowed Grant Types is required.' })]);
  });

  it('pages and filters by name with totalItems', async () => {
    const page = await admin.api('GET', '/oauth/clients?page=1&numberPerPage=2');
    expect(page.body.items).toHaveLength(2);
    expect(page.body.totalItems).toBeGreaterThanOrEqual(5);
    const found = await admin.api('GET', '/oauth/clients?filter=portal&page=1&numberPerPage=20');
    expect(found.body.items.map((c: Json) => c.clientId)).toEqual(['customer-portal']);
  });

  it('keeps a scope a client restricts itself to from being deleted', async () => {
    const refused = await admin.api('DELETE', '/oauth/authServerSettings/scopes/commonScopes/accounts.read');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("'accounts.read' is in use and cannot be deleted.");
    expect((await admin.api('GET', '/oauth/authServerSettings/scopes/commonScopes/accounts.read')).status).toBe(200);
  });

  it('lets the auditor read but not change clients', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/oauth/clients/customer-portal')).status).toBe(200);
    const refused = await auditor.api('POST', '/oauth/clients', { clientId: 'nope', name: 'Nope', grantTypes: ['IMPLICIT'] });
    expect(refused.status).toBe(403);
    expect((await auditor.api('DELETE', '/oauth/clients/customer-portal')).status).toBe(403);
  });
});
