/**
 * Access Token Mappings: PingFederate's /oauth/accessTokenMappings through the generic collection.
 * The list answers a bare array, as PingFederate's does; the id is made from the context and the
 * manager (`default|jwt`, `client_credentials|jwt`, `<context>|<object>|<manager>`), one mapping per
 * pair; the context's object is checked by type; the fulfillment holds exactly the manager's contract;
 * an expression source is an expression administrator's; the objects a mapping names cannot be
 * deleted; auditors only read. The terraform provider's payloads round-trip.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/access-token-mappings.json', import.meta.url), 'utf8')) as Record<string, Json>;
const MAPPINGS = '/oauth/accessTokenMappings';
const MANAGERS = '/oauth/accessTokenManagers';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let plainAdmin: ApiClient;

const text = (value: string) => ({ source: { type: 'TEXT' }, value });

/** A reference token manager (a copy of the demo's) whose contract is `names`. */
async function manager(id: string, names: string[]): Promise<void> {
  const template = await admin.api('GET', `${MANAGERS}/partnerReference`);
  expect(template.status).toBe(200);
  const { lastModified: _lastModified, accessControlSettings: _access, ...body } = template.body;
  const created = await admin.api('POST', MANAGERS, { ...body, id, name: `${id} manager`, attributeContract: { extendedAttributes: names.map((name) => ({ name })) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

const mapping = (managerId: string, fulfillment: Json, context: Json = { type: 'DEFAULT' }) => ({ context, accessTokenManagerRef: { id: managerId }, attributeContractFulfillment: fulfillment });

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  const account = await admin.api('POST', '/administrativeAccounts', { username: 'plainadmin', password: 'Plain-admin-1234', roles: ['ADMINISTRATOR'] });
  expect(account.status, JSON.stringify(account.body)).toBe(200);
  plainAdmin = await bearerClient(server, 'plainadmin', 'Plain-admin-1234');
  await manager('devicesATM', ['directory_id', 'device_id', 'device_owner_user_id', 'device_custodian_user_id']);
  await manager('twoNames', ['sub', 'tenant']);
  await manager('otherNames', ['sub', 'region']);
  // The LDAP data store the fixtures name.
  await copyOf(admin, '/dataStores', 'corporateDirectory', 'pingdirectory');
});
afterAll(() => server?.stop());

describe(`${MAPPINGS}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged`, async () => {
      await admin.api('DELETE', `${MAPPINGS}/${encodeURIComponent(payload.id)}`);
      const created = await admin.api('POST', MAPPINGS, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${MAPPINGS}/${encodeURIComponent(payload.id)}`);
      expect(read.body).toEqual(payload);
      const again = await admin.api('PUT', `${MAPPINGS}/${encodeURIComponent(payload.id)}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${MAPPINGS}/${encodeURIComponent(payload.id)}`)).body).toEqual(payload);
      const listed = await auditor.api('GET', MAPPINGS);
      expect(listed.status).toBe(200);
      expect(listed.body).toContainEqual(payload);
    });
  }
});

describe(MAPPINGS, () => {
  it('answers a bare array, as PingFederate does, with the demo mappings', async () => {
    const listed = await auditor.api('GET', MAPPINGS);
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    expect(listed.body.map((m: Json) => m.id)).toEqual(expect.arrayContaining(['default|default', 'client_credentials|default', 'authz_req|apc.customerLogin|partnerReference']));
  });

  it('makes the id from the context and the manager, and refuses another id or a second mapping of the pair, changing nothing', async () => {
    const fulfilled = { sub: text('a'), tenant: text('b') };
    const created = await admin.api('POST', MAPPINGS, mapping('twoNames', fulfilled, { type: 'IDP_ADAPTER', contextRef: { id: 'HTMLFormAdapter' } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toBe('authz_req|HTMLFormAdapter|twoNames');
    const cc = await admin.api('POST', MAPPINGS, mapping('twoNames', fulfilled, { type: 'CLIENT_CREDENTIALS' }));
    expect(cc.body.id).toBe('client_credentials|twoNames');

    const other = await admin.api('POST', MAPPINGS, { id: 'mine', ...mapping('twoNames', fulfilled) });
    expect(other.status).toBe(422);
    expect(other.body.validationErrors[0]).toMatchObject({ fieldPath: 'id', message: "ID must be 'default|twoNames', made from the context type, context, access token manager." });

    const twice = await admin.api('POST', MAPPINGS, mapping('twoNames', { sub: text('changed'), tenant: text('b') }, { type: 'CLIENT_CREDENTIALS', contextRef: { id: '' } }));
    expect(twice.status).toBe(422);
    expect(twice.body.validationErrors[0]).toMatchObject({
      errorId: 'duplicate_value',
      fieldPath: 'context.type',
      message: "The access token mapping 'client_credentials|twoNames' already exists: a context and manager have one mapping.",
    });
    expect((await admin.api('GET', `${MAPPINGS}/${encodeURIComponent('client_credentials|twoNames')}`)).body.attributeContractFulfillment.sub.value).toBe('a');

    const moved = await admin.api('PUT', `${MAPPINGS}/${encodeURIComponent('client_credentials|twoNames')}`, mapping('otherNames', { sub: text('a'), region: text('b') }, { type: 'CLIENT_CREDENTIALS' }));
    expect(moved.status).toBe(422);
    expect(moved.body.validationErrors[0]).toMatchObject({ fieldPath: 'accessTokenManagerRef.id', message: 'Access token manager cannot be changed.' });
    for (const id of ['authz_req|HTMLFormAdapter|twoNames', 'client_credentials|twoNames']) expect((await admin.api('DELETE', `${MAPPINGS}/${encodeURIComponent(id)}`)).status).toBe(204);
  });

  it("checks the context's object by its type, and the manager", async () => {
    const fulfilled = { sub: text('a'), tenant: text('b') };
    const cases: [string, string][] = [
      ['IDP_ADAPTER', "Context Object 'localUsers' does not exist."],
      ['PCV', "Context Object 'HTMLFormAdapter' does not exist."],
      ['AUTHENTICATION_POLICY_CONTRACT', "Context Object 'HTMLFormAdapter' does not exist."],
      ['IDP_CONNECTION', "Context Object 'HTMLFormAdapter' does not exist."],
    ];
    for (const [type, message] of cases) {
      const named = type === 'IDP_ADAPTER' ? 'localUsers' : 'HTMLFormAdapter';
      const refused = await admin.api('POST', MAPPINGS, mapping('twoNames', fulfilled, { type, contextRef: { id: named } }));
      expect(refused.status, type).toBe(422);
      expect(refused.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'context.contextRef.id', message });
    }
    const pcv = await admin.api('POST', MAPPINGS, mapping('twoNames', fulfilled, { type: 'PCV', contextRef: { id: 'localUsers' } }));
    expect(pcv.status, JSON.stringify(pcv.body)).toBe(201);
    const ghost = await admin.api('POST', MAPPINGS, mapping('ghost', fulfilled));
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ fieldPath: 'accessTokenManagerRef.id', message: "Access Token Manager 'ghost' does not exist." });
    expect((await admin.api('DELETE', `${MAPPINGS}/${encodeURIComponent('password|localUsers|twoNames')}`)).status).toBe(204);
  });

  it("fulfils exactly the manager's contract, with a source the page offers, at the attribute's path", async () => {
    const missing = await admin.api('POST', MAPPINGS, mapping('twoNames', { sub: text('a') }));
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors).toEqual([
      { errorId: 'invalid_fulfillment', fieldPath: 'attributeContractFulfillment.tenant', message: "'tenant' of the access token manager's contract must be fulfilled: choose its source." },
    ]);
    const unknown = await admin.api('POST', MAPPINGS, mapping('twoNames', { sub: text('a'), tenant: text('b'), region: text('c') }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors).toEqual([
      { errorId: 'invalid_fulfillment', fieldPath: 'attributeContractFulfillment.region', message: "'region' is not an attribute of the access token manager's contract." },
    ]);
    const source = await admin.api('POST', MAPPINGS, mapping('twoNames', { sub: text('a'), tenant: { source: { type: 'SCIM_USER' }, value: 'x' } }));
    expect(source.status).toBe(422);
    expect(source.body.validationErrors[0]).toMatchObject({ fieldPath: 'attributeContractFulfillment.tenant.source.type' });
    expect((await admin.api('GET', `${MAPPINGS}/${encodeURIComponent('default|twoNames')}`)).status).toBe(404);
  });

  it('leaves expression sources to expression administrators: others may keep one but not set, change or remove it', async () => {
    const expression = { source: { type: 'EXPRESSION' }, value: '#this.get("sub")' };
    const refused = await plainAdmin.api('POST', MAPPINGS, mapping('twoNames', { sub: expression, tenant: text('b') }));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([
      { errorId: 'field_role_required', fieldPath: 'attributeContractFulfillment.sub', message: "Only an expression administrator may change the expression source of 'sub'." },
    ]);
    const created = await admin.api('POST', MAPPINGS, mapping('twoNames', { sub: expression, tenant: text('b') }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = encodeURIComponent('default|twoNames');
    const kept = await plainAdmin.api('PUT', `${MAPPINGS}/${id}`, mapping('twoNames', { sub: expression, tenant: text('changed') }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const replaced = await plainAdmin.api('PUT', `${MAPPINGS}/${id}`, mapping('twoNames', { sub: text('plain'), tenant: text('changed') }));
    expect(replaced.status).toBe(422);
    expect(replaced.body.validationErrors[0].fieldPath).toBe('attributeContractFulfillment.sub');
    expect((await admin.api('GET', `${MAPPINGS}/${id}`)).body.attributeContractFulfillment.sub).toEqual(expression);
    expect((await admin.api('DELETE', `${MAPPINGS}/${id}`)).status).toBe(204);
  });

  it('keeps the manager and the context object a mapping names from being deleted, naming the mapping', async () => {
    const created = await admin.api('POST', MAPPINGS, mapping('otherNames', { sub: text('a'), region: text('b') }, { type: 'IDP_ADAPTER', contextRef: { id: 'CertificateAdapter' } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const manager = await admin.api('DELETE', `${MANAGERS}/otherNames`);
    expect(manager.status).toBe(422);
    expect(manager.body.message).toContain("Access Token Mapping 'authz_req|CertificateAdapter|otherNames'");
    const adapter = await admin.api('DELETE', '/idp/adapters/CertificateAdapter');
    expect(adapter.status).toBe(422);
    expect(adapter.body.message).toContain("Access Token Mapping 'authz_req|CertificateAdapter|otherNames'");
    expect((await admin.api('DELETE', `${MAPPINGS}/${encodeURIComponent('authz_req|CertificateAdapter|otherNames')}`)).status).toBe(204);
    expect((await admin.api('DELETE', `${MANAGERS}/otherNames`)).status).toBe(204);
  });

  it('lets auditors read but not change mappings', async () => {
    const id = encodeURIComponent('default|default');
    const read = await auditor.api('GET', `${MAPPINGS}/${id}`);
    expect(read.status).toBe(200);
    expect((await auditor.api('POST', MAPPINGS, mapping('twoNames', { sub: text('a'), tenant: text('b') }))).status).toBe(403);
    expect((await auditor.api('PUT', `${MAPPINGS}/${id}`, read.body)).status).toBe(403);
    expect((await auditor.api('DELETE', `${MAPPINGS}/${id}`)).status).toBe(403);
  });
});
