/**
 * IdP adapters (/idp/adapters, PingFederate's IdpAdapter): instances of the demo types, the
 * attribute mapping PingFederate fills in when a request names none, the rules editor reading their
 * contracts, and a per-field role rule: only an expression administrator may change the expression
 * issuance criteria (page field editableBy), while other administrators still save everything else.
 * PingFederate's own payloads: plugin-fixtures.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import type { Json } from './support/plugin-instances';

const PATH = '/idp/adapters';
const X509 = 'com.pingidentity.adapters.x509.idp.X509CertificateIdpAdapter';
const CRITERION = { expression: '#this.get("subjectDN").toString().contains("O=Example")', errorResult: 'not-example' };
const REFUSED = { errorId: 'field_role_required', fieldPath: 'attributeMapping.issuanceCriteria.expressionCriteria', message: 'Only an expression administrator may change Expression Criteria.' };

let server: TestServer;
let admin: ApiClient;
let plainAdmin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  const created = await admin.api('POST', '/administrativeAccounts', { username: 'plainadmin', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR'], active: true });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  plainAdmin = await bearerClient(server, 'plainadmin', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const certificateAdapter = (id: string, more: Json = {}) => ({
  id,
  name: `Adapter ${id}`,
  pluginDescriptorRef: { id: X509 },
  configuration: { fields: [{ name: 'Client Auth Port', value: '9032' }], tables: [] },
  ...more,
});

describe('instances', () => {
  it('are created with their type core contract, read back and deleted', async () => {
    const created = await admin.api('POST', PATH, certificateAdapter('certOne', { attributeContract: { extendedAttributes: [{ name: 'CN', masked: true }] } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.attributeContract).toEqual({ coreAttributes: [{ name: 'subjectDN' }, { name: 'issuerDN' }, { name: 'serialNumber' }], extendedAttributes: [{ name: 'CN', masked: true }] });
    expect((await admin.api('GET', `${PATH}/certOne`)).body).toEqual(created.body);
    expect((await admin.api('DELETE', `${PATH}/certOne`)).status).toBe(204);
    expect((await admin.api('GET', `${PATH}/certOne`)).status).toBe(404);
  });

  it("gets PingFederate's default mapping when a mapping names no sources: each contract attribute from the adapter", async () => {
    const created = await admin.api('POST', PATH, certificateAdapter('certMapped', { attributeContract: { extendedAttributes: [{ name: 'CN' }] }, attributeMapping: { issuanceCriteria: { conditionalCriteria: [] } } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.attributeMapping).toEqual({
      issuanceCriteria: { conditionalCriteria: [] },
      attributeContractFulfillment: Object.fromEntries(['subjectDN', 'issuerDN', 'serialNumber', 'CN'].map((name) => [name, { source: { type: 'ADAPTER' }, value: name }])),
    });
  });

  it('refuses an attribute source of a kind PingFederate does not have, naming the member it checked', async () => {
    const source = { type: 'LDAP', dataStoreRef: { id: 'directory' }, searchScope: 'SUBTREE' };
    const refused = await admin.api('POST', PATH, certificateAdapter('certSourced', { attributeMapping: { attributeSources: [source], attributeContractFulfillment: {} } }));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('attributeMapping.attributeSources[0].searchFilter');
    expect((await admin.api('GET', `${PATH}/certSourced`)).status).toBe(404);
  });

  it('feed the rules editor: an adapter on a policy node path offers its contract', async () => {
    const rules = await admin.api('GET', '/internal/policyRuleSources?adapterId=HTMLFormAdapter');
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const html = rules.body.authenticationSources.find((source: Json) => source.id === 'HTMLFormAdapter');
    expect(html.attributeContract).toEqual(['policy.action', 'username', 'email', 'memberOf']);
  });
});

describe('per-field role rule: expression criteria', () => {
  const withCriteria = (criteria: Json[]) => ({ attributeMapping: { attributeContractFulfillment: {}, issuanceCriteria: { expressionCriteria: criteria } } });

  it('an administrator without the expression role may not add them, and nothing is created', async () => {
    const refused = await plainAdmin.api('POST', PATH, certificateAdapter('certExpr', withCriteria([CRITERION])));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([REFUSED]);
    expect((await admin.api('GET', `${PATH}/certExpr`)).status).toBe(404);
  });

  it('an expression administrator may; the others may then save the adapter with them unchanged, not change or remove them', async () => {
    const created = await admin.api('POST', PATH, certificateAdapter('certExpr', withCriteria([CRITERION])));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = (await plainAdmin.api('GET', `${PATH}/certExpr`)).body;

    const renamed = await plainAdmin.api('PUT', `${PATH}/certExpr`, { ...read, name: 'Renamed by a plain administrator' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const changed = structuredClone(read);
    changed.attributeMapping.issuanceCriteria.expressionCriteria[0].errorResult = 'changed';
    const refused = await plainAdmin.api('PUT', `${PATH}/certExpr`, changed);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([REFUSED]);

    const removed = structuredClone(read);
    delete removed.attributeMapping.issuanceCriteria;
    expect((await plainAdmin.api('PUT', `${PATH}/certExpr`, removed)).body.validationErrors).toEqual([REFUSED]);

    const after = (await admin.api('GET', `${PATH}/certExpr`)).body;
    expect(after.name).toBe('Renamed by a plain administrator');
    expect(after.attributeMapping.issuanceCriteria.expressionCriteria).toEqual([CRITERION]);
  });
});
