/** Scope management, authorization details, log settings and keys validated against the REFERENCE 12.1 schemas. */
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

async function get(path: string) {
  const response = await admin.api('GET', path);
  expect(response.status, path).toBe(200);
  return response.body;
}

describe('reference PingFederate 12.1 schemas: scopes, authorization details, log settings, keys', () => {
  it('the validators can fail', () => {
    expect(referenceValidator('ScopeEntries')({ items: [{ name: 'x' }] })).toBe(false);
    expect(referenceValidator('ScopeGroupEntries')({ items: [{ name: 'x', description: 'd' }] })).toBe(false);
    expect(referenceValidator('LogSettings')({ logCategories: [{ enabled: true }] })).toBe(false);
    expect(referenceValidator('ConfigurationEncryptionKeys')({ items: [{ keyId: 1 }] })).toBe(false);
    expect(referenceValidator('AuthorizationDetailTypes')({ items: [{ type: 't' }] })).toBe(false);
  });

  it('scope lists are ScopeEntries / ScopeGroupEntries (paged, filtered, with the default openid)', async () => {
    const base = '/oauth/authServerSettings/scopes';
    expectValid('ScopeEntries', await get(`${base}/commonScopes`));
    expectValid('ScopeEntries', await get(`${base}/commonScopes?page=1&numberPerPage=5&sortOrder=DESC&includeDefaultOpenId=true`));
    expectValid('ScopeEntries', await get(`${base}/commonScopes?filter=nothing`));
    expectValid('ScopeEntries', await get(`${base}/exclusiveScopes?page=2&numberPerPage=3`));
    expectValid('ScopeGroupEntries', await get(`${base}/commonScopeGroups?page=1&numberPerPage=20`));
    expectValid('ScopeGroupEntries', await get(`${base}/exclusiveScopeGroups`));
    expectValid('ScopeEntry', await get(`${base}/commonScopes/email`));
    expectValid('ScopeGroupEntry', await get(`${base}/commonScopeGroups/banking`));
    const created = await admin.api('POST', `${base}/commonScopes`, { name: 'conformance', description: 'c', dynamic: true });
    expect(created.status).toBe(201);
    expectValid('ScopeEntry', created.body);
  });

  it('/oauth/authServerSettings is an AuthorizationServerSettings', async () => {
    const settings = await get('/oauth/authServerSettings');
    expectValid('AuthorizationServerSettings', settings);
    const put = await admin.api('PUT', '/oauth/authServerSettings', { ...settings, defaultScopeDescription: 'Conformance.' });
    expect(put.status).toBe(200);
    expectValid('AuthorizationServerSettings', put.body);
  });

  it('authorization detail types and processors', async () => {
    expectValid('AuthorizationDetailTypes', await get('/oauth/authorizationDetailTypes'));
    expectValid('AuthorizationDetailType', await get('/oauth/authorizationDetailTypes/paymentInitiation'));
    expectValid('AuthorizationDetailProcessors', await get('/oauth/authorizationDetailProcessors'));
    expectValid('AuthorizationDetailProcessor', await get('/oauth/authorizationDetailProcessors/paymentProcessor'));
  });

  it('log settings', async () => {
    expectValid('LogSettings', await get('/serverSettings/logSettings'));
    const put = await admin.api('PUT', '/serverSettings/logSettings', { logCategories: [{ id: 'core', enabled: true }] });
    expectValid('LogSettings', put.body);
  });

  it('configuration encryption keys, listed and rotated', async () => {
    expectValid('ConfigurationEncryptionKeys', await get('/configurationEncryptionKeys'));
    const rotated = await admin.api('POST', '/configurationEncryptionKeys/rotate');
    expect(rotated.status).toBe(201);
    expectValid('ConfigurationEncryptionKeys', rotated.body);
  });

  it('refusals are ApiResults', async () => {
    const inUse = await admin.api('DELETE', '/oauth/authServerSettings/scopes/commonScopes/email');
    expect(inUse.status).toBe(422);
    expectValid('ApiResult', inUse.body);
    const badReference = await admin.api('POST', '/oauth/authorizationDetailTypes', { type: 'x', authorizationDetailProcessorRef: { id: 'nope' } });
    expectValid('ApiResult', badReference.body);
  });
});
