/**
 * Authorization Server Settings: PingFederate's AuthorizationServerSettings document
 * (/oauth/authServerSettings), edited whole on its own page while Scope Management edits its
 * default scope description. The terraform provider's payloads are saved and read back unchanged
 * (the scope lists, kept as collections, aside); the validator, access token manager and consent
 * adapter the document names must exist and cannot then be deleted; documented limits are 422s
 * changing nothing; only administrators change the document.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/authorization-server-settings.json', import.meta.url), 'utf8')) as Record<string, Json>;
const SETTINGS = '/oauth/authServerSettings';
const SCOPE_LISTS = ['scopes', 'scopeGroups', 'exclusiveScopes', 'exclusiveScopeGroups'];

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

const withoutScopeLists = (doc: Json) => Object.fromEntries(Object.entries(doc).filter(([key]) => !SCOPE_LISTS.includes(key)));
const current = async () => (await admin.api('GET', SETTINGS)).body as Json;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe(`${SETTINGS}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: saved and read back unchanged, the scope lists untouched`, async () => {
      const before = await current();
      const saved = await admin.api('PUT', SETTINGS, payload);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const read = (await auditor.api('GET', SETTINGS)).body as Json;
      expect(withoutScopeLists(read)).toEqual(payload);
      for (const list of SCOPE_LISTS) expect(read[list], list).toEqual(before[list]);
    });
  }
});

describe(`${SETTINGS}: what it names`, () => {
  it('refuses a validator, manager or consent adapter that does not exist, changing nothing', async () => {
    const before = await current();
    for (const [field, change] of [
      ['adminWebServicePcvRef.id', { adminWebServicePcvRef: { id: 'ghostPcv' } }],
      ['atmIdForOAuthGrantManagement', { atmIdForOAuthGrantManagement: 'ghostManager' }],
      ['userAuthorizationConsentAdapter', { userAuthorizationConsentPageSetting: 'ADAPTER', userAuthorizationConsentAdapter: 'ghostAdapter' }],
    ] as const) {
      const refused = await admin.api('PUT', SETTINGS, { ...before, ...change });
      expect(refused.status, field).toBe(422);
      expect(refused.body.validationErrors.map((error: Json) => error.fieldPath), field).toEqual([field]);
    }
    expect(await current()).toEqual(before);
  });

  it('keeps what it names from being deleted, naming the settings', async () => {
    const before = await current();
    const adapter = (await admin.api('GET', '/idp/adapters')).body.items[0] as Json;
    const saved = await admin.api('PUT', SETTINGS, { ...before, atmIdForOAuthGrantManagement: 'partnerReference', userAuthorizationConsentPageSetting: 'ADAPTER', userAuthorizationConsentAdapter: adapter.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const path of ['/oauth/accessTokenManagers/partnerReference', `/idp/adapters/${adapter.id}`]) {
      const refused = await admin.api('DELETE', path);
      expect(refused.status, path).toBe(422);
      expect(refused.body.message, path).toContain('Authorization Server Settings');
      expect(refused.body.message.match(/Authorization Server Settings/g), 'named once').toHaveLength(1);
    }
    expect((await admin.api('PUT', SETTINGS, before)).status).toBe(200);
  });
});

describe(`${SETTINGS}: limits and roles`, () => {
  it('refuses values outside the documented limits, changing nothing', async () => {
    const before = await current();
    for (const [field, value] of [
      ['clientSecretRetentionPeriod', 43801],
      ['authorizationCodeTimeout', 0],
      ['persistentGrantLifetime', -2],
    ] as const) {
      const refused = await admin.api('PUT', SETTINGS, { ...before, [field]: value });
      expect(refused.status, field).toBe(422);
      expect(JSON.stringify(refused.body.validationErrors), field).toContain(field);
    }
    expect((await admin.api('PUT', SETTINGS, { ...before, clientSecretRetentionPeriod: 43800 })).status).toBe(200);
    expect((await admin.api('PUT', SETTINGS, before)).status).toBe(200);
  });

  it('lets the auditor read but not change the document', async () => {
    const before = await current();
    const refused = await auditor.api('PUT', SETTINGS, { ...before, authorizationCodeTimeout: 99 });
    expect(refused.status).toBe(403);
    expect(await current()).toEqual(before);
  });

  it('keeps the default scope description Scope Management edits when this page saves', async () => {
    const before = await current();
    const saved = await admin.api('PUT', SETTINGS, { ...before, authorizationCodeTimeout: 90 });
    expect(saved.body.defaultScopeDescription).toBe(before.defaultScopeDescription);
    expect((await admin.api('PUT', SETTINGS, before)).status).toBe(200);
  });
});
