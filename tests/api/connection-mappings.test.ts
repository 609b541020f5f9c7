// The Attribute Contract & Mappings of SP and IdP connections: every mapping (an entry of
// spBrowserSso.adapterMappings, …) fulfils its contract, the connection's own (SP) or the adapter's
// and policy contract's (IdP), with the sources the page offers; expression sources only for
// expression administrators; refusals name the entry and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SP = '/idp/spConnections';
const IDP = '/sp/idpConnections';

let server: TestServer;
let admin: ApiClient;
let plainAdmin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  const account = await admin.api('POST', '/administrativeAccounts', { username: 'plainadmin', password: 'Plain-admin-1234', roles: ['ADMINISTRATOR'] });
  expect(account.status, JSON.stringify(account.body)).toBe(200);
  plainAdmin = await bearerClient(server, 'plainadmin', 'Plain-admin-1234');
});
afterAll(() => server?.stop());

const read = async (path: string): Promise<Json> => (await admin.api('GET', path)).body;

/** A PUT refused with exactly these errors (fieldPath → message pattern), after which the object reads as before. */
async function refusedPut(client: ApiClient, path: string, body: Json, expected: Record<string, RegExp>) {
  const before = await read(path);
  const answer = await client.api('PUT', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  const errors = answer.body.validationErrors as { fieldPath: string; message: string }[];
  expect(Object.fromEntries(errors.map((error) => [error.fieldPath, error.message]))).toEqual(Object.fromEntries(Object.entries(expected).map(([path, message]) => [path, expect.stringMatching(message)])));
  expect(await read(path)).toEqual(before);
}

describe('SP connections: mappings fulfil the connection\'s own attribute contract', () => {
  const PATH = `${SP}/benefitsPortal`;

  it('refuses a missing row, a row for no attribute of the contract and a source not offered, at the entry', async () => {
    const doc = await read(PATH);
    const [adapterMapping] = doc.spBrowserSso.adapterMappings;
    const { department: _left, ...rest } = adapterMapping.attributeContractFulfillment;
    const broken = structuredClone(doc);
    broken.spBrowserSso.adapterMappings[0].attributeContractFulfillment = { ...rest, SAML_SUBJECT: { source: { type: 'ASSERTION' }, value: 'x' }, title: { source: { type: 'TEXT' }, value: 'x' } };
    await refusedPut(admin, PATH, broken, {
      'spBrowserSso.adapterMappings[0].attributeContractFulfillment.department': /^'department' of the attribute contract must be fulfilled/,
      'spBrowserSso.adapterMappings[0].attributeContractFulfillment.SAML_SUBJECT.source.type': /^'ASSERTION' is not a source this page offers for 'SAML_SUBJECT'/,
      'spBrowserSso.adapterMappings[0].attributeContractFulfillment.title': /^'title' is not an attribute of the attribute contract/,
    });
  });

  it('an attribute added to the contract must be fulfilled by every mapping; fulfilled, it saves', async () => {
    const doc = await read(PATH);
    doc.spBrowserSso.attributeContract.extendedAttributes.push({ name: 'title', nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic' });
    await refusedPut(admin, PATH, doc, {
      'spBrowserSso.adapterMappings[0].attributeContractFulfillment.title': /must be fulfilled/,
      'spBrowserSso.authenticationPolicyContractAssertionMappings[0].attributeContractFulfillment.title': /must be fulfilled/,
    });
    doc.spBrowserSso.adapterMappings[0].attributeContractFulfillment.title = { source: { type: 'TEXT' }, value: 'Employee' };
    doc.spBrowserSso.authenticationPolicyContractAssertionMappings[0].attributeContractFulfillment.title = { source: { type: 'NO_MAPPING' }, value: '' };
    const saved = await admin.api('PUT', PATH, doc);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await read(PATH)).toEqual(doc);
  });

  it('leaves expression sources to expression administrators, entry by entry', async () => {
    const doc = await read(PATH);
    const expression = { source: { type: 'EXPRESSION' }, value: '#this.get("username")' };
    doc.spBrowserSso.adapterMappings[0].attributeContractFulfillment.mail = expression;
    await refusedPut(plainAdmin, PATH, doc, { 'spBrowserSso.adapterMappings[0].attributeContractFulfillment.mail': /^Only an expression administrator may change the expression source of 'mail'\.$/ });
    expect((await admin.api('PUT', PATH, doc)).status).toBe(200);
    // Another account may save the connection keeping the expression, but not change it.
    doc.name = 'Benefits Portal (renamed)';
    expect((await plainAdmin.api('PUT', PATH, doc)).status).toBe(200);
    doc.spBrowserSso.adapterMappings[0].attributeContractFulfillment.mail = { source: { type: 'TEXT' }, value: 'x' };
    await refusedPut(plainAdmin, PATH, doc, { 'spBrowserSso.adapterMappings[0].attributeContractFulfillment.mail': /expression administrator/ });
  });
});

describe('SP connections: entries added and removed around an expression', () => {
  const PATH = `${SP}/benefitsPortal`;

  it('an entry removed before the one holding an expression moves it up unchanged; removing that one is refused at the list', async () => {
    const doc = await read(PATH);
    expect(doc.spBrowserSso.adapterMappings[0].attributeContractFulfillment.mail.source.type).toBe('EXPRESSION');
    const names = Object.keys(doc.spBrowserSso.adapterMappings[0].attributeContractFulfillment);
    doc.spBrowserSso.adapterMappings.unshift({ idpAdapterRef: { id: 'CertificateAdapter' }, attributeContractFulfillment: Object.fromEntries(names.map((name) => [name, { source: { type: 'TEXT' }, value: 'x' }])) });
    expect((await plainAdmin.api('PUT', PATH, doc)).status).toBe(200);
    doc.spBrowserSso.adapterMappings.shift();
    const moved = await plainAdmin.api('PUT', PATH, doc);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    doc.spBrowserSso.adapterMappings = [];
    await refusedPut(plainAdmin, PATH, doc, { 'spBrowserSso.adapterMappings': /^Only an expression administrator may change the expression source of 'mail'\.$/ });
  });
});

describe("IdP connections: mappings fulfil the SP adapter's and the policy contract's contract", () => {
  const PATH = `${IDP}/partnerIdp`;

  it('rows exactly the chosen object\'s contract, in the entry the error names', async () => {
    const doc = await read(PATH);
    const broken = structuredClone(doc);
    delete broken.idpBrowserSso.adapterMappings[0].attributeContractFulfillment.sn;
    broken.idpBrowserSso.authenticationPolicyContractMappings[0].attributeContractFulfillment.mail = { source: { type: 'ASSERTION' }, value: 'email' };
    await refusedPut(admin, PATH, broken, {
      'idpBrowserSso.adapterMappings[0].attributeContractFulfillment.sn': /^'sn' of the SP adapter's contract must be fulfilled/,
      'idpBrowserSso.authenticationPolicyContractMappings[0].attributeContractFulfillment.mail': /^'mail' is not an attribute of the authentication policy contract's contract/,
    });
  });

  it('a second adapter mapping names an adapter that does not exist: refused at that entry', async () => {
    const doc = await read(PATH);
    doc.idpBrowserSso.adapterMappings.push({ spAdapterRef: { id: 'ghost' }, attributeContractFulfillment: {} });
    await refusedPut(admin, PATH, doc, { 'idpBrowserSso.adapterMappings[1].spAdapterRef.id': /^SP Adapter 'ghost' does not exist\.$/ });
  });

  it('what the mappings hold beyond the form (attribute sources, issuance criteria, virtual server ids) is kept, and the objects they name cannot be deleted', async () => {
    const doc = await read(PATH);
    doc.idpBrowserSso.authenticationPolicyContractMappings[0].issuanceCriteria = { conditionalCriteria: [{ source: { type: 'ASSERTION' }, attributeName: 'email', condition: 'EQUALS', value: 'a@example.com', errorResult: 'no' }] };
    doc.idpBrowserSso.authenticationPolicyContractMappings[0].restrictVirtualServerIds = true;
    doc.idpBrowserSso.authenticationPolicyContractMappings[0].restrictedVirtualServerIds = ['partner'];
    const saved = await admin.api('PUT', PATH, doc);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await read(PATH)).toEqual(doc);
    const adapter = await admin.api('DELETE', '/sp/adapters/portalOpenToken');
    expect(adapter.status).toBe(422);
    expect(JSON.stringify(adapter.body)).toContain("IdP Connection 'Partner IdP'");
    const contract = await admin.api('DELETE', '/authenticationPolicyContracts/customerLogin');
    expect(contract.status).toBe(422);
    expect(JSON.stringify(contract.body)).toContain("IdP Connection 'Partner IdP'");
  });
});
