/**
 * PUT and DELETE /pingOneConnections/{id}, and what uses a connection (usage, serviceAssociations):
 * the credential kept or replaced (checked in the stored secret), names, immutable fields, the
 * active toggle, deletion refused while a plugin uses the connection, and who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialFixtures, credentialToken } from '../fixtures/licenses/credential-fixtures';
import { createConnection, pluginUsing, startFakeForTest, storePlugin, type FakeForTest } from './support/pingone';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const MFA_ADAPTER = 'com.pingidentity.adapters.pingone.mfa.PingOneMfaIdpAdapter';
const PINGONE_PCV = 'com.pingidentity.plugins.pcvs.pingone.PingOnePasswordCredentialValidator';
const tokens = credentialFixtures();

describe('PingOne connections: changes and usage', () => {
  let fake: FakeForTest;
  let server: TestServer;
  let admin: ApiClient;
  const storedSecret = async (id: string) => {
    const store = await server.openStore();
    try {
      return await store.getSecret(`pingOneConnections/${id}`, 'credential');
    } finally {
      await store.close();
    }
  };

  beforeAll(async () => {
    fake = await startFakeForTest();
    server = await startTestServer({ demo: true, pingOne: { url: fake.url, timeoutMs: 2000 } });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('reads one connection, as the list shows it', async () => {
    const { id, body } = await createConnection(admin, 'Read One');
    expect((await admin.api('GET', `/pingOneConnections/${id}`)).body).toEqual(body);
    expect((await admin.api('GET', '/pingOneConnections/missing')).status).toBe(404);
  });

  it('keeps the stored credential when none is typed or the encryptedCredential comes back unchanged', async () => {
    const { id, body } = await createConnection(admin, 'Keep');
    const before = await storedSecret(id);
    for (const update of [
      { ...body, name: 'Keep 2', description: 'renamed' },
      { ...body, name: 'Keep 3', credential: '   ' },
      { name: 'Keep 4' },
    ]) {
      const updated = await admin.api('PUT', `/pingOneConnections/${id}`, update);
      expect(updated.status, update.name).toBe(200);
      expect(updated.body).toMatchObject({ id, name: update.name, organizationName: body.organizationName, encryptedCredential: body.encryptedCredential });
    }
    expect(await storedSecret(id)).toEqual(before);
    expect((await admin.api('GET', `/pingOneConnections/${id}`)).body).not.toHaveProperty('description');
  });

  it('replaces the credential when one is typed, refreshing what it names', async () => {
    const { id, body } = await createConnection(admin, 'Replace');
    const before = await storedSecret(id);
    const credential = credentialToken({ organizationName: 'Europe Org', region: 'EU', environmentId: 'e0e0e0e0-0000-4000-8000-000000000001', credentialId: 'c0c0c0c0-0000-4000-8000-000000000001' });
    const updated = await admin.api('PUT', `/pingOneConnections/${id}`, { ...body, credential });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      name: 'Replace',
      organizationName: 'Europe Org',
      region: 'EU',
      environmentId: 'e0e0e0e0-0000-4000-8000-000000000001',
      credentialId: 'c0c0c0c0-0000-4000-8000-000000000001',
      pingOneManagementApiEndpoint: 'https://api.pingone.eu/v1',
      pingOneAuthenticationApiEndpoint: 'https://auth.pingone.eu',
      pingOneConnectionId: body.pingOneConnectionId,
      creationDate: body.creationDate,
    });
    expect(updated.body.encryptedCredential).not.toBe(body.encryptedCredential);
    const after = await storedSecret(id);
    expect(after?.ciphertext).not.toBe(before?.ciphertext);
    // PingOne now sees the new credential: rejecting the old one changes nothing.
    await fake.setMode(body.credentialId, 'unauthorized');
    expect((await admin.api('GET', `/pingOneConnections/${id}/credentialStatus`)).body.pingOneCredentialStatus).toBe('VALID');
  });

  it('refuses what a PUT may not do, changing nothing', async () => {
    const { id, body } = await createConnection(admin, 'Strict');
    await createConnection(admin, 'Taken');
    const before = await storedSecret(id);
    const refusals: [unknown, string, string][] = [
      [{ ...body, name: '  ' }, 'name', 'Name is required.'],
      [{ ...body, name: 'taken' }, 'name', "Name 'taken' is already in use."],
      [{ ...body, id: 'other-id' }, 'id', 'The ID of a connection cannot be changed.'],
      [{ ...body, credential: tokens.tampered }, 'credential', 'Invalid PingOne credential'],
      [{ ...body, credential: tokens.wrongKey }, 'credential', 'Invalid PingOne credential'],
      [
        { ...body, encryptedCredential: 'eyJhbGciOiJkaXIifQ..AAAA.BBBB.CCCC' },
        'encryptedCredential',
        'The encrypted credential was not made by this server; paste the credential again.',
      ],
    ];
    for (const [update, fieldPath, message] of refusals) {
      const refused = await admin.api('PUT', `/pingOneConnections/${id}`, update);
      expect(refused.status, message).toBe(422);
      expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath, message })]);
    }
    expect((await admin.api('GET', `/pingOneConnections/${id}`)).body).toEqual(body);
    expect(await storedSecret(id)).toEqual(before);
    expect((await admin.api('PUT', '/pingOneConnections/missing', { name: 'Missing' })).status).toBe(404);
  });

  it('keeps the read-only fields whatever the body says, and toggles active', async () => {
    const { id, body } = await createConnection(admin, 'Toggle');
    const forged = { ...body, active: false, organizationName: 'Forged', region: 'EU', environmentId: 'forged', credentialId: 'forged', pingOneConnectionId: 'forged', creationDate: '2000-01-01T00:00:00Z', pingOneManagementApiEndpoint: 'https://evil.example' };
    const off = await admin.api('PUT', `/pingOneConnections/${id}`, forged);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...body, active: false });
    const on = await admin.api('PUT', `/pingOneConnections/${id}`, { ...body, active: true });
    expect(on.body).toEqual({ ...body, active: true });
  });

  it('lists the plugins that use a connection, and the PingOne components configured with it', async () => {
    const { id, environmentId } = await createConnection(admin, 'Used');
    const unused = await createConnection(admin, 'Unused');
    const emptyUsage = await admin.api('GET', `/pingOneConnections/${id}/usage`);
    expect(emptyUsage.status).toBe(200);
    expect(emptyUsage.body.items).toEqual([]);
    expect(emptyUsage.body.categories).toContainEqual({ id: 'IDP_ADAPTER', name: 'IdP Adapters' });
    const emptyAssociations = (await admin.api('GET', `/pingOneConnections/${id}/serviceAssociations`)).body.items;
    expect(emptyAssociations.length).toBeGreaterThan(0);
    expect(emptyAssociations.every((a: { configured: boolean }) => a.configured === false)).toBe(true);

    await storePlugin(server, '/idp/adapters', 'usedMfa', pluginUsing(id, environmentId, 'usedMfa', MFA_ADAPTER, 'Used MFA'));
    await storePlugin(server, '/passwordCredentialValidators', 'usedPcv', { ...pluginUsing(id, '', 'usedPcv', PINGONE_PCV, 'Used PCV'), configuration: { fields: [{ name: 'Connection', value: id }], tables: [] } });
    // Prefix matches only up to the separator: 'Used' is not 'Usedx'.
    await storePlugin(server, '/idp/adapters', 'otherMfa', pluginUsing(`${id}x`, environmentId, 'otherMfa', MFA_ADAPTER));

    expect((await admin.api('GET', `/pingOneConnections/${id}/usage`)).body.items).toEqual([
      { id: 'usedMfa', name: 'Used MFA', categoryId: 'IDP_ADAPTER', type: 'PingOne MFA IdP Adapter', ref: { id: 'usedMfa' } },
      { id: 'usedPcv', name: 'Used PCV', categoryId: 'PASSWORD_CREDENTIAL_VALIDATOR', type: 'PingOne Password Credential Validator', ref: { id: 'usedPcv' } },
    ]);
    const configured = (await admin.api('GET', `/pingOneConnections/${id}/serviceAssociations`)).body.items
      .filter((a: { configured: boolean }) => a.configured)
      .map((a: { componentName: string; serviceNames: string[] }) => [a.componentName, a.serviceNames]);
    expect(configured).toEqual([
      ['PingOne MFA IdP Adapter', ['PingOne MFA', 'PingOne SSO']],
      ['PingOne Password Credential Validator', ['PingOne SSO']],
    ]);
    expect((await admin.api('GET', `/pingOneConnections/${unused.id}/usage`)).body.items).toEqual([]);
    expect((await admin.api('GET', '/pingOneConnections/missing/usage')).status).toBe(404);
    expect((await admin.api('GET', '/pingOneConnections/missing/serviceAssociations')).status).toBe(404);
  });

  it('refuses to delete a connection in use, and deletes it with its credential once nothing uses it', async () => {
    const { id, environmentId } = await createConnection(admin, 'Deleted');
    await storePlugin(server, '/notificationPublishers', 'publisher', pluginUsing(id, environmentId, 'publisher', 'any.Publisher'));
    const refused = await admin.api('DELETE', `/pingOneConnections/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Cannot delete this connection as it is currently in use.');
    expect((await admin.api('GET', `/pingOneConnections/${id}`)).status).toBe(200);
    expect(await storedSecret(id)).toBeDefined();

    await storePlugin(server, '/notificationPublishers', 'publisher', undefined);
    expect((await admin.api('DELETE', `/pingOneConnections/${id}`)).status).toBe(204);
    expect((await admin.api('GET', `/pingOneConnections/${id}`)).status).toBe(404);
    expect(await storedSecret(id)).toBeUndefined();
    expect((await admin.api('DELETE', `/pingOneConnections/${id}`)).status).toBe(404);
  });

  it('is for administrators: auditors read and are refused changes; crypto and user administrators get 403', async () => {
    const { id, body } = await createConnection(admin, 'Roles');
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    for (const path of ['', '/usage', '/environments', '/credentialStatus', '/serviceAssociations']) {
      expect((await auditor.api('GET', `/pingOneConnections/${id}${path}`)).status, `auditor GET ${path}`).toBe(200);
    }
    expect((await auditor.api('PUT', `/pingOneConnections/${id}`, { ...body, name: 'Auditor' })).status).toBe(403);
    expect((await auditor.api('DELETE', `/pingOneConnections/${id}`)).status).toBe(403);
    for (const username of ['crypto', 'useradmin']) {
      const other = server.basic(username, DEMO_PASSWORD);
      for (const path of ['', '/usage', '/environments', '/credentialStatus', '/serviceAssociations']) {
        expect((await other.api('GET', `/pingOneConnections/${id}${path}`)).status, `${username} GET ${path}`).toBe(403);
      }
      expect((await other.api('PUT', `/pingOneConnections/${id}`, { ...body, name: username })).status).toBe(403);
      expect((await other.api('DELETE', `/pingOneConnections/${id}`)).status).toBe(403);
    }
    expect((await admin.api('GET', `/pingOneConnections/${id}`)).body).toEqual(body);
  });
});
