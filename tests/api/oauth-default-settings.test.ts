/**
 * OAuth settings documents that name other objects: the default access token manager
 * (/oauth/accessTokenManagers/settings) and the client settings (/oauth/clientSettings, dynamic
 * client registration). What they name must exist, a named object cannot be deleted, what a save
 * leaves out takes PingFederate's defaults, only administrators change them, and they go through a
 * bulk export and import unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await copyOf(admin, '/oauth/accessTokenManagers', 'default', 'secondManager');
});
afterAll(() => server?.stop());

const ATM_SETTINGS = '/oauth/accessTokenManagers/settings';
const CLIENT_SETTINGS = '/oauth/clientSettings';

describe(ATM_SETTINGS, () => {
  it('the demo names its manager as the default', async () => {
    const read = await auditor.api('GET', ATM_SETTINGS);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ defaultAccessTokenManagerRef: { id: 'default' } });
  });

  it('refuses a manager that does not exist and changes nothing; the default cannot be deleted; only administrators change it', async () => {
    expect((await admin.api('PUT', ATM_SETTINGS, { defaultAccessTokenManagerRef: { id: 'secondManager' } })).status).toBe(200);
    const refused = await admin.api('PUT', ATM_SETTINGS, { defaultAccessTokenManagerRef: { id: 'ghost' } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([
      { errorId: 'invalid_reference', fieldPath: 'defaultAccessTokenManagerRef.id', message: "Default Access Token Manager 'ghost' does not exist." },
    ]);
    expect((await admin.api('GET', ATM_SETTINGS)).body).toEqual({ defaultAccessTokenManagerRef: { id: 'secondManager' } });
    const deleting = await admin.api('DELETE', '/oauth/accessTokenManagers/secondManager');
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toMatch(/is in use by Access Token Management Settings and cannot be deleted\.$/);
    expect((await auditor.api('PUT', ATM_SETTINGS, {})).status).toBe(403);
    expect((await admin.api('PUT', ATM_SETTINGS, { defaultAccessTokenManagerRef: { id: 'default' } })).status).toBe(200);
    expect((await admin.api('DELETE', '/oauth/accessTokenManagers/secondManager')).status).toBe(204);
  });
});

describe(CLIENT_SETTINGS, () => {
  it('fills what a save leaves out of dynamic client registration with PingFederate defaults', async () => {
    const put = await admin.api('PUT', CLIENT_SETTINGS, { clientMetadata: [{ parameter: 'costCentre' }], dynamicClientRegistration: { requireSignedRequests: true } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const dcr = (await auditor.api('GET', CLIENT_SETTINGS)).body.dynamicClientRegistration;
    expect(dcr).toMatchObject({ requireSignedRequests: true, persistentGrantExpirationType: 'SERVER_DEFAULT', refreshTokenRollingIntervalTimeUnit: 'HOURS', cibaPollingInterval: 3, restrictToDefaultAccessTokenManager: false });
  });

  it('refuses what names nothing, at its path, and changes nothing', async () => {
    const before = (await admin.api('GET', CLIENT_SETTINGS)).body;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ defaultAccessTokenManagerRef: { id: 'ghost' } }, 'dynamicClientRegistration.defaultAccessTokenManagerRef.id'],
      [{ restrictCommonScopes: true, restrictedCommonScopes: ['nosuchscope'] }, 'dynamicClientRegistration.restrictedCommonScopes[0]'],
      [{ allowedExclusiveScopes: ['nosuchscope'] }, 'dynamicClientRegistration.allowedExclusiveScopes[0]'],
      [{ initialAccessTokenScope: 'nosuchscope' }, 'dynamicClientRegistration.initialAccessTokenScope'],
      [{ clientCertIssuerType: 'CERTIFICATE', clientCertIssuerRef: { id: 'ghost' } }, 'dynamicClientRegistration.clientCertIssuerRef.id'],
      [{ oidcPolicy: { policyGroup: { id: 'ghost' } } }, 'dynamicClientRegistration.oidcPolicy.policyGroup.id'],
      [{ policyRefs: [{ id: 'ghost' }] }, 'dynamicClientRegistration.policyRefs[0].id'],
    ];
    for (const [dynamicClientRegistration, fieldPath] of cases) {
      const refused = await admin.api('PUT', CLIENT_SETTINGS, { dynamicClientRegistration });
      expect(refused.status, fieldPath).toBe(422);
      expect(refused.body.validationErrors.map((error: { fieldPath: string }) => error.fieldPath)).toContain(fieldPath);
    }
    expect((await admin.api('GET', CLIENT_SETTINGS)).body).toEqual(before);
  });

  it('a scope or manager the settings name cannot be deleted while named', async () => {
    expect((await admin.api('POST', '/oauth/authServerSettings/scopes/commonScopes', { name: 'registration', description: 'Registers clients' })).status).toBe(201);
    const put = await admin.api('PUT', CLIENT_SETTINGS, { dynamicClientRegistration: { initialAccessTokenScope: 'registration', defaultAccessTokenManagerRef: { id: 'default' } } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const deleting = await admin.api('DELETE', '/oauth/authServerSettings/scopes/commonScopes/registration');
    expect(deleting.status).toBe(422);
    // Scope Management words its own refusal (its text inUse).
    expect(deleting.body.message).toBe("'registration' is in use and cannot be deleted.");
    expect((await auditor.api('PUT', CLIENT_SETTINGS, {})).status).toBe(403);
    expect((await admin.api('PUT', CLIENT_SETTINGS, {})).status).toBe(200);
    expect((await admin.api('DELETE', '/oauth/authServerSettings/scopes/commonScopes/registration')).status).toBe(204);
  });

  it('a bulk export holds both documents, and importing it changes nothing', async () => {
    await admin.api('PUT', CLIENT_SETTINGS, { clientMetadata: [{ parameter: 'department', multiValued: true }], dynamicClientRegistration: { allowClientDelete: true } });
    const exported = await admin.api('GET', '/bulk/export');
    expect(exported.status).toBe(200);
    const types = (exported.body.operations as Array<{ resourceType: string }>).map((operation) => operation.resourceType);
    expect(types).toEqual(expect.arrayContaining([ATM_SETTINGS, CLIENT_SETTINGS]));
    const before = [(await admin.api('GET', ATM_SETTINGS)).body, (await admin.api('GET', CLIENT_SETTINGS)).body];
    const imported = await server.basic('Administrator', DEMO_PASSWORD).api('POST', '/bulk/import', exported.body);
    expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300);
    expect([(await admin.api('GET', ATM_SETTINGS)).body, (await admin.api('GET', CLIENT_SETTINGS)).body]).toEqual(before);
  });
});
