/**
 * SP connections (/idp/spConnections), a generic collection over PingFederate 12.1's SpConnection:
 * the terraform provider's SAML payload round-trips unchanged, the demo connection is saved back
 * unchanged, references (signing key pair, IdP adapter, policy contract) must exist and cannot be
 * deleted while named, entity IDs are unique, and the role rules hold on the server.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/sp-connections.json', import.meta.url), 'utf8')) as Record<string, Json>;
const PATH = '/idp/spConnections';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  // What the terraform example names: its signing key pair and policy contract.
  const key = await admin.api('POST', '/keyPairs/signing/generate', { id: 'signingKey', commonName: 'Fixture Signing', organization: 'Example', country: 'US', validDays: 365, keyAlgorithm: 'RSA' });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  const contract = await admin.api('POST', '/authenticationPolicyContracts', { id: 'contractId', name: 'Fixture Contract' });
  expect(contract.status, JSON.stringify(contract.body)).toBe(201);
});
afterAll(() => server?.stop());

const refused = async (method: 'POST' | 'PUT', path: string, body: Json, fieldPath: string, message?: RegExp) => {
  const before = (await admin.api('GET', PATH)).body;
  const answer = await admin.api(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath, ...(message ? { message: expect.stringMatching(message) } : {}) })]);
  expect((await admin.api('GET', PATH)).body).toEqual(before);
};

describe(`${PATH}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged`, async () => {
      const created = await admin.api('POST', PATH, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${PATH}/${payload.id}`);
      expect(read.status).toBe(200);
      expectValidAgainstReference('SpConnection', read.body);
      expect(read.body).toEqual(payload);
      const again = await admin.api('PUT', `${PATH}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${PATH}/${payload.id}`)).body).toEqual(read.body);
    });
  }

  it('the demo connection saved back unchanged changes nothing', async () => {
    const read = await admin.api('GET', `${PATH}/benefitsPortal`);
    expect(read.status).toBe(200);
    expectValidAgainstReference('SpConnection', read.body);
    const again = await admin.api('PUT', `${PATH}/benefitsPortal`, read.body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await admin.api('GET', `${PATH}/benefitsPortal`)).body).toEqual(read.body);
  });
});

describe('refusals, changing nothing', () => {
  const base = { name: 'Refused', entityId: 'urn:refused', spBrowserSso: { protocol: 'SAML20' } };

  it('a taken entity ID, a missing name, an unknown property', async () => {
    await refused('POST', PATH, { ...base, entityId: 'https://benefits.example.com/saml/sp' }, 'entityId', /already in use/);
    await refused('POST', PATH, { entityId: 'urn:nameless' }, 'name');
    await refused('POST', PATH, { ...base, spBrowserSso: { protocol: 'SAML20', colour: 'red' } }, 'spBrowserSso.colour');
  });

  it('a signing key pair, IdP adapter or policy contract that does not exist', async () => {
    await refused('POST', PATH, { ...base, credentials: { signingSettings: { signingKeyPairRef: { id: 'ghost' } } } }, 'credentials.signingSettings.signingKeyPairRef.id', /'ghost' does not exist/);
    const mapping = { attributeContractFulfillment: {} };
    await refused('POST', PATH, { ...base, spBrowserSso: { protocol: 'SAML20', adapterMappings: [{ ...mapping, idpAdapterRef: { id: 'ghost' } }] } }, 'spBrowserSso.adapterMappings[0].idpAdapterRef.id', /^IdP Adapter 'ghost' does not exist\.$/);
    await refused('POST', PATH, { ...base, spBrowserSso: { protocol: 'SAML20', authenticationPolicyContractAssertionMappings: [{ ...mapping, authenticationPolicyContractRef: { id: 'ghost' } }] } }, 'spBrowserSso.authenticationPolicyContractAssertionMappings[0].authenticationPolicyContractRef.id');
  });

  it('what a connection names cannot be deleted, and the refusal names the connection', async () => {
    const key = await admin.api('DELETE', '/keyPairs/signing/partner-signing-rsa');
    expect(key.status).toBe(422);
    expect(key.body.message).toContain("SP Connection 'Benefits Portal'");
    const adapter = await admin.api('DELETE', '/idp/adapters/HTMLFormAdapter');
    expect(adapter.status).toBe(422);
    expect(JSON.stringify(adapter.body)).toContain("SP Connection 'Benefits Portal'");
    const contract = await admin.api('DELETE', '/authenticationPolicyContracts/employeeSso');
    expect(contract.status).toBe(422);
    expect(JSON.stringify(contract.body)).toContain("SP Connection 'Benefits Portal'");
  });

  it('auditors read but never change', async () => {
    expect((await auditor.api('GET', PATH)).status).toBe(200);
    expect((await auditor.api('POST', PATH, base)).status).toBe(403);
    expect((await auditor.api('DELETE', `${PATH}/benefitsPortal`)).status).toBe(403);
  });
});
