/**
 * OpenID Connect Policy Management: PingFederate's OpenID Connect policies
 * (/oauth/openIdConnect/policies) through the generic collection. The terraform provider's payloads
 * are created, read back and updated unchanged (attribute mapping, sources, criteria and scope
 * mappings included); a policy names an existing access token manager (and data stores), an access
 * token manager or data store a policy names cannot be deleted; only administrators change policies,
 * and only expression administrators their expression criteria. The settings
 * (/oauth/openIdConnect/settings) name an existing default policy, which cannot be deleted.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/openid-connect-policies.json', import.meta.url), 'utf8')) as Record<string, Json>;
const POLICIES = '/oauth/openIdConnect/policies';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await copyOf(admin, '/oauth/accessTokenManagers', 'default', 'oidcJsonWebTokenExample');
  await copyOf(admin, '/oauth/accessTokenManagers', 'partnerReference', 'internallyManagedReferenceOATM');
  await copyOf(admin, '/dataStores', 'customerDatabase', 'ProvisionerDS');
});
afterAll(() => server?.stop());

const policy = (id: string, more: Json = {}) => ({ id, name: `${id} policy`, accessTokenManagerRef: { id: 'default' }, ...more });

describe(`${POLICIES}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged`, async () => {
      // minimal and complete share one id (one acceptance test).
      await admin.api('DELETE', `${POLICIES}/${payload.id}`);
      const created = await admin.api('POST', POLICIES, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${POLICIES}/${payload.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(payload);
      const again = await admin.api('PUT', `${POLICIES}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${POLICIES}/${payload.id}`)).body).toEqual(payload);
      const listed = await auditor.api('GET', POLICIES);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toContainEqual(payload);
    });
  }
});

describe('/oauth/openIdConnect/settings', () => {
  const settingsFixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/openid-connect-settings.json', import.meta.url), 'utf8')) as Record<string, Json>;
  const SETTINGS = '/oauth/openIdConnect/settings';

  it('the demo names its policy as the default', async () => {
    const read = await auditor.api('GET', SETTINGS);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ defaultPolicyRef: { id: 'partnerOidcPolicy' } });
  });

  for (const [name, payload] of Object.entries(settingsFixtures)) {
    it(`${name}: stored and read back unchanged once its policy exists`, async () => {
      const named = payload.defaultPolicyRef?.id as string | undefined;
      if (named) expect((await admin.api('POST', POLICIES, policy(named))).status).toBe(201);
      const put = await admin.api('PUT', SETTINGS, payload);
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect((await auditor.api('GET', SETTINGS)).body).toEqual(payload);
    });
  }

  it('refuses a default policy that does not exist and changes nothing; the default policy cannot be deleted; only administrators change it', async () => {
    expect((await admin.api('POST', POLICIES, policy('theDefault'))).status).toBe(201);
    expect((await admin.api('PUT', SETTINGS, { defaultPolicyRef: { id: 'theDefault' } })).status).toBe(200);
    const refused = await admin.api('PUT', SETTINGS, { defaultPolicyRef: { id: 'ghost' } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([{ errorId: 'invalid_reference', fieldPath: 'defaultPolicyRef.id', message: "Default Policy 'ghost' does not exist." }]);
    expect((await admin.api('GET', SETTINGS)).body).toEqual({ defaultPolicyRef: { id: 'theDefault' } });
    const deleting = await admin.api('DELETE', `${POLICIES}/theDefault`);
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toBe("'theDefault policy' is in use by OpenID Connect Settings and cannot be deleted.");
    expect((await auditor.api('PUT', SETTINGS, {})).status).toBe(403);
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    expect((await crypto.api('PUT', SETTINGS, {})).status).toBe(403);
    // No longer the default: it can go.
    expect((await admin.api('PUT', SETTINGS, {})).status).toBe(200);
    expect((await admin.api('DELETE', `${POLICIES}/theDefault`)).status).toBe(204);
  });
});

describe('rules', () => {
  const refusedCreate = async (body: Json, error: Json) => {
    const before = (await admin.api('GET', POLICIES)).body;
    const answer = await admin.api('POST', POLICIES, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining(error)]);
    expect((await admin.api('GET', POLICIES)).body).toEqual(before);
  };

  it('refuses a missing access token manager or data store, a name in use, no manager, an unknown property, a source that is no object', async () => {
    await refusedCreate(policy('ghostManager', { accessTokenManagerRef: { id: 'ghost' } }), { errorId: 'invalid_reference', fieldPath: 'accessTokenManagerRef.id', message: "Access Token Manager 'ghost' does not exist." });
    const source = { type: 'JDBC', dataStoreRef: { id: 'ghostStore' }, filter: 'uid=${username}', table: 'users' };
    await refusedCreate(policy('ghostStore', { attributeMapping: { attributeSources: [source] } }), { errorId: 'invalid_reference', fieldPath: 'attributeMapping.attributeSources[0].dataStoreRef.id' });
    await refusedCreate(policy('sameName', { name: 'partner openid connect policy' }), { errorId: 'duplicate_value', fieldPath: 'name' });
    const { accessTokenManagerRef: _ref, ...noManager } = policy('noManager');
    await refusedCreate(noManager, { fieldPath: 'accessTokenManagerRef' });
    await refusedCreate(policy('returnOnExchange', { returnIdTokenOnTokenExchangeGrant: true }), { errorId: 'unrecognized_field', fieldPath: 'returnIdTokenOnTokenExchangeGrant' });
    // A polymorphic attribute source must be an object (ajv's discriminator alone let a string through).
    await refusedCreate(policy('stringSource', { attributeMapping: { attributeSources: ['a'] } }), { errorId: 'invalid_field', fieldPath: 'attributeMapping.attributeSources[0]' });
  });

  it('an access token manager or data store a policy names cannot be deleted; once the policy is gone it can', async () => {
    await copyOf(admin, '/oauth/accessTokenManagers', 'default', 'usedManager');
    await copyOf(admin, '/dataStores', 'customerDatabase', 'usedStore');
    const source = { type: 'JDBC', dataStoreRef: { id: 'usedStore' }, filter: 'uid=${username}', table: 'users' };
    expect((await admin.api('POST', POLICIES, policy('usedPolicy', { accessTokenManagerRef: { id: 'usedManager' }, attributeMapping: { attributeSources: [source] } }))).status).toBe(201);
    const manager = await admin.api('DELETE', '/oauth/accessTokenManagers/usedManager');
    expect(manager.status).toBe(422);
    expect(manager.body.message).toBe("'usedManager copy' is in use by OpenID Connect Policy 'usedPolicy policy' and cannot be deleted.");
    const store = await admin.api('DELETE', '/dataStores/usedStore');
    expect(store.status).toBe(422);
    expect(store.body.message).toContain("OpenID Connect Policy 'usedPolicy policy'");
    expect((await admin.api('GET', '/oauth/accessTokenManagers/usedManager')).status).toBe(200);
    expect((await admin.api('DELETE', `${POLICIES}/usedPolicy`)).status).toBe(204);
    expect((await admin.api('DELETE', '/oauth/accessTokenManagers/usedManager')).status).toBe(204);
    expect((await admin.api('DELETE', '/dataStores/usedStore')).status).toBe(204);
  });

  it('only administrators change policies, only expression administrators their expression criteria', async () => {
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    expect((await crypto.api('GET', POLICIES)).status).toBe(200);
    expect((await crypto.api('POST', POLICIES, policy('cryptoPolicy'))).status).toBe(403);
    const demo = (await admin.api('GET', `${POLICIES}/partnerOidcPolicy`)).body;
    expect((await auditor.api('PUT', `${POLICIES}/partnerOidcPolicy`, demo)).status).toBe(403);
    const created = await admin.api('POST', '/administrativeAccounts', { username: 'oidcplainadmin', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR'], active: true });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const plainAdmin = await bearerClient(server, 'oidcplainadmin', DEMO_PASSWORD);
    const criteria = { issuanceCriteria: { expressionCriteria: [{ expression: 'true' }] } };
    const refused = await plainAdmin.api('POST', POLICIES, policy('withExpression', { attributeMapping: criteria }));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([
      { errorId: 'field_role_required', fieldPath: 'attributeMapping.issuanceCriteria.expressionCriteria', message: 'Only an expression administrator may change Expression Criteria.' },
    ]);
    expect((await admin.api('GET', `${POLICIES}/withExpression`)).status).toBe(404);
    const expression = await bearerClient(server, 'expression', DEMO_PASSWORD);
    expect((await expression.api('POST', POLICIES, policy('withExpression', { attributeMapping: criteria }))).status).toBe(201);
    // Sent back unchanged by the plain administrator: the rest of the policy still saves.
    const stored = (await admin.api('GET', `${POLICIES}/withExpression`)).body;
    expect((await plainAdmin.api('PUT', `${POLICIES}/withExpression`, { ...stored, idTokenLifetime: 9 })).status).toBe(200);
  });
});
