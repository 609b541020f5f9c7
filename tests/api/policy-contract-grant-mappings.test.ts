/**
 * Policy Contract Grant Mapping: PingFederate's authentication policy contract to persistent grant
 * mappings (/oauth/authenticationPolicyContractMappings) through the generic collection. A mapping's
 * id is its contract's (collection keyFrom); the contract must exist and have no other mapping;
 * USER_KEY must be fulfilled; a contract (or data store) a mapping names cannot be deleted; auditors
 * only read. The terraform provider's payloads round-trip.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/policy-contract-grant-mappings.json', import.meta.url), 'utf8')) as Record<string, Json>;
const MAPPINGS = '/oauth/authenticationPolicyContractMappings';
const CONTRACTS = '/authenticationPolicyContracts';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

const fulfillment = (userKey = 'subject') => ({ USER_KEY: { source: { type: 'AUTHENTICATION_POLICY_CONTRACT' }, value: userKey } });

async function contract(id: string): Promise<void> {
  const created = await admin.api('POST', CONTRACTS, { id, name: `${id} contract`, extendedAttributes: [{ name: 'ImmutableID' }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  for (const id of ['oauthAuthPolicyTestContract', 'Users', 'toMap', 'toDelete']) await contract(id);
  // The LDAP data store the fixtures name.
  await copyOf(admin, '/dataStores', 'corporateDirectory', 'pingdirectory');
});
afterAll(() => server?.stop());

describe(`${MAPPINGS}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged`, async () => {
      await admin.api('DELETE', `${MAPPINGS}/${payload.id}`);
      const created = await admin.api('POST', MAPPINGS, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${MAPPINGS}/${payload.id}`);
      expect(read.body).toEqual(payload);
      const again = await admin.api('PUT', `${MAPPINGS}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${MAPPINGS}/${payload.id}`)).body).toEqual(payload);
      expect((await auditor.api('GET', MAPPINGS)).body.items).toContainEqual(payload);
    });
  }
});

describe(MAPPINGS, () => {
  it('lists the demo mapping of Customer Login', async () => {
    const listed = await auditor.api('GET', MAPPINGS);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((m: Json) => m.id)).toContain('customerLogin');
  });

  it("takes the contract's id as its own, and refuses another id or a second mapping of the contract", async () => {
    const created = await admin.api('POST', MAPPINGS, { authenticationPolicyContractRef: { id: 'toMap' }, attributeContractFulfillment: fulfillment() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toBe('toMap');

    const other = await admin.api('POST', MAPPINGS, { id: 'elsewhere', authenticationPolicyContractRef: { id: 'employeeSso' }, attributeContractFulfillment: fulfillment() });
    expect(other.status).toBe(422);
    expect(other.body.validationErrors[0]).toMatchObject({ fieldPath: 'id', message: "ID must be 'employeeSso', made from the authentication policy contract." });

    const twice = await admin.api('POST', MAPPINGS, { authenticationPolicyContractRef: { id: 'toMap' }, attributeContractFulfillment: fulfillment('mail') });
    expect(twice.status).toBe(422);
    expect(twice.body.validationErrors[0]).toMatchObject({ fieldPath: 'authenticationPolicyContractRef.id', message: "The policy contract 'toMap' already has a grant mapping." });

    const moved = await admin.api('PUT', `${MAPPINGS}/toMap`, { authenticationPolicyContractRef: { id: 'employeeSso' }, attributeContractFulfillment: fulfillment() });
    expect(moved.status).toBe(422);
    expect(moved.body.validationErrors[0]).toMatchObject({ fieldPath: 'authenticationPolicyContractRef.id', message: 'Authentication policy contract cannot be changed.' });

    const edited = await admin.api('PUT', `${MAPPINGS}/toMap`, { authenticationPolicyContractRef: { id: 'toMap' }, attributeContractFulfillment: fulfillment('ImmutableID') });
    expect(edited.status).toBe(200);
    expect(edited.body.attributeContractFulfillment.USER_KEY.value).toBe('ImmutableID');
    expect((await admin.api('DELETE', `${MAPPINGS}/toMap`)).status).toBe(204);
  });

  it('refuses a missing contract, a missing data store and a fulfillment without USER_KEY, and saves nothing', async () => {
    const ghost = await admin.api('POST', MAPPINGS, { authenticationPolicyContractRef: { id: 'ghost' }, attributeContractFulfillment: fulfillment() });
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'authenticationPolicyContractRef.id', message: "Policy Contract 'ghost' does not exist." });

    const store = await admin.api('POST', MAPPINGS, { ...fixtures.complete, id: undefined, authenticationPolicyContractRef: { id: 'employeeSso' }, attributeSources: [{ ...fixtures.complete.attributeSources[0], dataStoreRef: { id: 'nowhere' } }] });
    expect(store.status).toBe(422);
    expect(store.body.validationErrors[0]).toMatchObject({ fieldPath: 'attributeSources.dataStoreRef.id' });

    const noUserKey = await admin.api('POST', MAPPINGS, { authenticationPolicyContractRef: { id: 'employeeSso' }, attributeContractFulfillment: { USER_NAME: { source: { type: 'TEXT' }, value: 'x' } } });
    expect(noUserKey.status).toBe(422);
    expect(noUserKey.body.validationErrors[0].fieldPath).toBe('attributeContractFulfillment.USER_KEY');

    expect((await admin.api('GET', `${MAPPINGS}/employeeSso`)).status).toBe(404);
  });

  it('keeps a contract or data store a mapping names from being deleted, naming the mapping', async () => {
    expect((await admin.api('POST', MAPPINGS, { authenticationPolicyContractRef: { id: 'toDelete' }, attributeContractFulfillment: fulfillment() })).status).toBe(201);
    const refused = await admin.api('DELETE', `${CONTRACTS}/toDelete`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Policy Contract Grant Mapping 'toDelete'");
    expect((await admin.api('DELETE', `${MAPPINGS}/toDelete`)).status).toBe(204);
    expect((await admin.api('DELETE', `${CONTRACTS}/toDelete`)).status).toBe(204);

    const storeRefused = await admin.api('DELETE', '/dataStores/pingdirectory');
    expect(storeRefused.status).toBe(422);
    expect(storeRefused.body.message).toContain('Policy Contract Grant Mapping');
  });

  it('lets auditors read but not change mappings', async () => {
    expect((await auditor.api('GET', `${MAPPINGS}/customerLogin`)).status).toBe(200);
    expect((await auditor.api('POST', MAPPINGS, { authenticationPolicyContractRef: { id: 'employeeSso' }, attributeContractFulfillment: fulfillment() })).status).toBe(403);
    expect((await auditor.api('PUT', `${MAPPINGS}/customerLogin`, { authenticationPolicyContractRef: { id: 'customerLogin' }, attributeContractFulfillment: fulfillment() })).status).toBe(403);
    expect((await auditor.api('DELETE', `${MAPPINGS}/customerLogin`)).status).toBe(403);
  });
});
