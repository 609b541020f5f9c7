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
    expect(created.body).toEqual({ name: 'conformance', description: 'c', dynamic: true });
    expect(await get(`${base}/commonScopes/conformance`)).toEqual(created.body);
  });

  it('/oauth/authServerSettings is an AuthorizationServerSettings', async () => {
    const settings = await get('/oauth/authServerSettings');
    expectValid('AuthorizationServerSettings', settings);
    const put = await admin.api('PUT', '/oauth/authServerSettings', { ...settings, defaultScopeDescription: 'Conformance.' });
    expect(put.status).toBe(200);
    expectValid('AuthorizationServerSettings', put.body);
    expect(put.body).toEqual({ ...settings, defaultScopeDescription: 'Conformance.' });
    expect(await get('/oauth/authServerSettings')).toEqual(put.body);
  });

  it('authorization detail types and processors', async () => {
    expectValid('AuthorizationDetailTypes', await get('/oauth/authorizationDetailTypes'));
    expectValid('AuthorizationDetailType', await get('/oauth/authorizationDetailTypes/paymentInitiation'));
    expectValid('AuthorizationDetailProcessors', await get('/oauth/authorizationDetailProcessors'));
    expectValid('AuthorizationDetailProcessor', await get('/oauth/authorizationDetailProcessors/paymentProcessor'));
  });

  it('log settings', async () => {
    const before = await get('/serverSettings/logSettings');
    expectValid('LogSettings', before);
    const policyTree = before.logCategories.find((category: { id: string }) => category.id === 'policytree');
    expect(policyTree.enabled).toBe(false);
    const put = await admin.api('PUT', '/serverSettings/logSettings', { logCategories: [{ id: 'policytree', enabled: true }] });
    expect(put.status).toBe(200);
    expectValid('LogSettings', put.body);
    expect(put.body.logCategories.find((category: { id: string }) => category.id === 'policytree')).toEqual({ ...policyTree, enabled: true });
    expect(await get('/serverSettings/logSettings')).toEqual(put.body);
  });

  it('configuration encryption keys, listed and rotated', async () => {
    const before = await get('/configurationEncryptionKeys');
    expectValid('ConfigurationEncryptionKeys', before);
    const rotated = await admin.api('POST', '/configurationEncryptionKeys/rotate');
    expect(rotated.status).toBe(201);
    expectValid('ConfigurationEncryptionKeys', rotated.body);
    // Newest first: one new key on top of the ones there were.
    expect(rotated.body.items.slice(1)).toEqual(before.items);
    expect(before.items.map((key: { keyId: string }) => key.keyId)).not.toContain(rotated.body.items[0].keyId);
  });

  it('refusals are ApiResults', async () => {
    const inUse = await admin.api('DELETE', '/oauth/authServerSettings/scopes/commonScopes/email');
    expect(inUse.status).toBe(422);
    expectValid('ApiResult', inUse.body);
    expect(inUse.body.resultId).toBe('resource_in_use');
    expect((await admin.api('GET', '/oauth/authServerSettings/scopes/commonScopes/email')).status).toBe(200);
    const badReference = await admin.api('POST', '/oauth/authorizationDetailTypes', { type: 'x', authorizationDetailProcessorRef: { id: 'nope' } });
    expect(badReference.status).toBe(422);
    expectValid('ApiResult', badReference.body);
    expect(badReference.body.resultId).toBe('validation_error');
    expect(badReference.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'authorizationDetailProcessorRef.id' })]);
    expect((await admin.api('GET', '/oauth/authorizationDetailTypes/x')).status).toBe(404);
  });
});
