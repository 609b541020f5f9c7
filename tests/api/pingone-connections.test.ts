/** PingOne credentials checked offline, and PingOne connections created from them. */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCredential } from '../../src/server/features/pingone/credential-token';
import { credentialFixtures, credentialToken, VALID_CREDENTIAL_INFO } from '../fixtures/licenses/credential-fixtures';
import { demoPingOneConnectionsOf } from './support/demo-ids';

const demoPingOneConnections = demoPingOneConnectionsOf();
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const tokens = credentialFixtures();
const demoIds = demoPingOneConnections.map((c) => c.id);
const notDemo = (connection: { id: string }) => !demoIds.includes(connection.id);
const validate = (client: ApiClient, token: string) => client.api('POST', '/internal/isw/validatePingOneCredential', JSON.stringify(token));

describe('PingOne credentials and connections', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  it('validates a genuine credential offline and answers what it names', async () => {
    const valid = await validate(admin, tokens.valid);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual(VALID_CREDENTIAL_INFO);
  });

  it("refuses tampered, malformed and foreign credentials with 'Invalid PingOne credential'", async () => {
    for (const token of [tokens.tampered, tokens.malformed, tokens.wrongKey, credentialToken({ region: 'MARS' })]) {
      const refused = await validate(admin, token);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Invalid PingOne credential');
      expect(refused.body.validationErrors).toEqual([{ errorId: 'invalid_field', fieldPath: 'credential', message: 'Invalid PingOne credential' }]);
    }
    // The body must be a JSON string (the contract).
    expect((await admin.api('POST', '/internal/isw/validatePingOneCredential', { credential: tokens.valid })).status).toBe(422);
  });

  it('creates a connection filled from the credential, storing the credential encrypted', async () => {
    const created = await admin.api('POST', '/pingOneConnections', { name: 'Example', description: 'Initial PingOne connection', active: true, credential: tokens.valid });
    expect(created.status).toBe(201);
    const connection = created.body;
    expect(connection).toMatchObject({
      name: 'Example',
      description: 'Initial PingOne connection',
      active: true,
      ...VALID_CREDENTIAL_INFO,
      pingOneManagementApiEndpoint: 'https://api.pingone.com/v1',
      pingOneAuthenticationApiEndpoint: 'https://auth.pingone.com',
    });
    expect(connection.id).toMatch(/^[a-z0-9]{26}$/);
    expect(connection.pingOneConnectionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(connection.creationDate))).toBe(false);
    expect(connection).not.toHaveProperty('credential');
    expect(connection.encryptedCredential.split('.')).toHaveLength(5);
    expect(created.text).not.toContain(tokens.valid);

    const listed = await admin.api('GET', '/pingOneConnections');
    expect(listed.body.items.filter(notDemo)).toEqual([connection]);
    expect(listed.text).not.toContain(tokens.valid.split('.')[2]);

    // Created again from what was read (its encryptedCredential, as PingFederate takes it back): the same credential.
    const copied = await admin.api('POST', '/pingOneConnections', { name: 'Example copy', encryptedCredential: connection.encryptedCredential });
    expect(copied.status, copied.text).toBe(201);
    expect(copied.body).toMatchObject(VALID_CREDENTIAL_INFO);
    const forged = await admin.api('POST', '/pingOneConnections', { name: 'Forged', encryptedCredential: 'eyJhbGciOiJkaXIifQ..AAAA.BBBB.CCCC' });
    expect(forged.status).toBe(422);
    expect(forged.body.validationErrors[0]).toMatchObject({ fieldPath: 'encryptedCredential' });
    expect((await admin.api('DELETE', `/pingOneConnections/${copied.body.id}`)).status).toBe(204);
  });

  it('keeps the id it is given, and refuses duplicate names, missing and invalid credentials', async () => {
    const withId = await admin.api('POST', '/pingOneConnections', { id: 'eu-connection', name: 'Europe', credential: credentialToken({ region: 'EU' }) });
    expect(withId.status).toBe(201);
    expect(withId.body).toMatchObject({ id: 'eu-connection', region: 'EU', active: true, pingOneManagementApiEndpoint: 'https://api.pingone.eu/v1' });

    const refusals: [unknown, string, string][] = [
      [{ name: 'example', credential: tokens.valid }, 'name', "Name 'example' is already in use."],
      [{ id: 'eu-connection', name: 'Other', credential: tokens.valid }, 'id', "ID 'eu-connection' is already in use."],
      [{ name: 'No credential' }, 'credential', 'The credential is required.'],
      [{ name: 'Tampered', credential: tokens.tampered }, 'credential', 'Invalid PingOne credential'],
      [{ name: 'Foreign', credential: tokens.wrongKey }, 'credential', 'Invalid PingOne credential'],
      [{ name: 'Bad id', id: 'has space', credential: tokens.valid }, 'id', 'The ID can only contain alphanumeric characters, dash, dot and underscore.'],
    ];
    for (const [body, fieldPath, message] of refusals) {
      const refused = await admin.api('POST', '/pingOneConnections', body);
      expect(refused.status, message).toBe(422);
      expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath, message })]);
    }
    const names = (await admin.api('GET', '/pingOneConnections')).body.items.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Acme Production', 'Acme Staging', 'Europe', 'Example']); // by name, the demo's among them
  });

  it('keeps the credential decryptable only by the server, and the region for the admin link', async () => {
    await server.close();
    const store = await server.openStore();
    try {
      const item = await store.getItem('pingOneConnections', 'eu-connection');
      expect(item).toMatchObject({ region: 'EU', environmentId: VALID_CREDENTIAL_INFO.environmentId, active: true });
      expect(JSON.stringify(item)).not.toContain('eyJ');
      const secret = await store.getSecret('pingOneConnections/eu-connection', 'credential');
      expect(secret?.ciphertext).toBeTruthy();
      expect(Buffer.from(secret!.ciphertext, 'base64').toString('utf8')).not.toContain('eyJ');
    } finally {
      await store.close();
    }
    server = await server.restart({});
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });

  it('is for administrators; auditors read; credentials from another signer are refused', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/pingOneConnections')).status).toBe(200);
    expect((await auditor.api('POST', '/pingOneConnections', { name: 'X', credential: tokens.valid })).status).toBe(403);
    expect((await server.basic('useradmin', DEMO_PASSWORD).api('POST', '/internal/isw/validatePingOneCredential', JSON.stringify(tokens.valid))).status).toBe(403);

    const other = generateKeyPairSync('ed25519');
    const strict = await startTestServer({ demo: true, trustedCredentialKeys: [other.publicKey.export({ type: 'spki', format: 'pem' })] });
    try {
      const strictAdmin = strict.basic('Administrator', DEMO_PASSWORD);
      expect((await validate(strictAdmin, tokens.valid)).status).toBe(422);
      expect((await validate(strictAdmin, issueCredential(VALID_CREDENTIAL_INFO, other.privateKey))).body).toEqual(VALID_CREDENTIAL_INFO);
    } finally {
      await strict.stop();
    }
  });
});
