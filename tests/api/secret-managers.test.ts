/**
 * Secret managers (/secretManagers): a plugin page made of contract paths, a page schema and a
 * descriptor set. Answers in PingFederate 12.1's shapes, the CyberArk Credential Provider's
 * defaults filled in, its required App ID and integer fields checked, and a parent instance that
 * must exist and cannot be deleted while a child names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const CYBERARK = 'com.pingidentity.pf.secretmanagers.cyberark.CyberArkCredentialProvider';
const manager = (id: string, fields: { name: string; value: string }[], parent?: string) => ({
  id,
  name: `Vault ${id}`,
  pluginDescriptorRef: { id: CYBERARK },
  ...(parent ? { parentRef: { id: parent } } : {}),
  configuration: { fields },
});

describe('/secretManagers', () => {
  it('answers the demo instance and the CyberArk descriptor in PingFederate 12.1 shapes', async () => {
    const list = await admin.api('GET', '/secretManagers');
    expect(list.status).toBe(200);
    expectValidAgainstReference('SecretManagers', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual(['corporateVault']);
    const descriptors = await admin.api('GET', '/secretManagers/descriptors');
    expectValidAgainstReference('SecretManagerDescriptors', descriptors.body);
    const cyberArk = await admin.api('GET', `/secretManagers/descriptors/${CYBERARK}`);
    expect(cyberArk.status).toBe(200);
    expectValidAgainstReference('SecretManagerDescriptor', cyberArk.body);
    expect(cyberArk.body.configDescriptor.fields.map((field: { name: string }) => field.name)).toEqual([
      'APP ID',
      'Connection Port',
      'Connection Timeout (sec)',
      'Username Retrieval Property Name',
    ]);
    expect((await admin.api('GET', '/secretManagers/descriptors/com.example.Missing')).status).toBe(404);
  });

  it('fills the defaults a request leaves out and refuses a missing App ID or a port that is not a number', async () => {
    const missing = await admin.api('POST', '/secretManagers', manager('noAppId', []));
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'configuration.fields', message: "'APP ID' is required." }));
    const badPort = await admin.api('POST', '/secretManagers', manager('badPort', [{ name: 'APP ID', value: 'pf' }, { name: 'Connection Port', value: 'port' }]));
    expect(badPort.status).toBe(422);
    expect((await admin.api('GET', '/secretManagers/badPort')).status).toBe(404);

    const created = await admin.api('POST', '/secretManagers', manager('defaults', [{ name: 'APP ID', value: 'pf' }]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectValidAgainstReference('SecretManager', created.body);
    const values = Object.fromEntries(created.body.configuration.fields.map((field: { name: string; value: string }) => [field.name, field.value]));
    expect(values).toMatchObject({ 'Connection Port': '18923', 'Connection Timeout (sec)': '30', 'Username Retrieval Property Name': 'username' });
    expect(created.body.lastModified).toEqual(expect.any(String));
    expect((await admin.api('DELETE', '/secretManagers/defaults')).status).toBe(204);
  });

  it('refuses a parent instance that does not exist and keeps a named parent from deletion', async () => {
    const appId = [{ name: 'APP ID', value: 'pf' }];
    const dangling = await admin.api('POST', '/secretManagers', manager('orphan', appId, 'ghost'));
    expect(dangling.status).toBe(422);
    expect(dangling.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'parentRef.id' }));
    expect((await admin.api('POST', '/secretManagers', manager('child', appId, 'corporateVault'))).status).toBe(201);
    const inUse = await admin.api('DELETE', '/secretManagers/corporateVault');
    expect(inUse.status).toBe(422);
    expect(JSON.stringify(inUse.body)).toContain('Vault child');
    expect((await admin.api('DELETE', '/secretManagers/child')).status).toBe(204);
  });

  it('takes mutations from administrators only', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/secretManagers/corporateVault')).status).toBe(200);
    expect((await auditor.api('DELETE', '/secretManagers/corporateVault')).status).toBe(403);
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    expect((await crypto.api('PUT', '/secretManagers/corporateVault', manager('corporateVault', [{ name: 'APP ID', value: 'x' }]))).status).toBe(403);
  });
});
