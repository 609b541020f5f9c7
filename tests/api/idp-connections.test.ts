/**
 * IdP connections (/sp/idpConnections), a generic collection over PingFederate 12.1's
 * IdpConnection: the terraform provider's SAML payload round-trips unchanged (its back-channel
 * password answered encrypted), the demo connection is saved back unchanged, references (SP
 * adapter, policy contract, signing key pair) must exist and cannot be deleted while named, entity
 * IDs are unique, and the role rules hold on the server.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOf } from './support/demo-copies';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/idp-connections.json', import.meta.url), 'utf8')) as Record<string, Json>;
const PATH = '/sp/idpConnections';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  // The SP adapter the terraform example names: a copy of the demo one with only its core contract
  // (subject), the one attribute the example's mapping fulfils.
  const { body: adapter } = await admin.api('GET', '/sp/adapters/portalOpenToken');
  const created = await admin.api('POST', '/sp/adapters', { ...adapter, id: 'spadapterid', name: 'Fixture SP Adapter', attributeContract: { ...adapter.attributeContract, extendedAttributes: [] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await copyOf(admin, '/oauth/accessTokenManagers', 'default', 'jwt');
});
afterAll(() => server?.stop());

/**
 * The saml example names an SP token generator (WS-Trust) and an identity store provisioner
 * (inbound provisioning): this server serves neither collection, so those references name nothing
 * and are refused (tested below); the round trip takes the payload without those two parts.
 */
const UNSERVED_PARTS = ['wsTrust', 'inboundProvisioning'];
const servedPart = (payload: Json): Json => Object.fromEntries(Object.entries(payload).filter(([property]) => !UNSERVED_PARTS.includes(property)));

const refused = async (method: 'POST' | 'PUT', path: string, body: Json, fieldPath: string, message?: RegExp) => {
  const before = (await admin.api('GET', PATH)).body;
  const answer = await admin.api(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath, ...(message ? { message: expect.stringMatching(message) } : {}) })]);
  expect((await admin.api('GET', PATH)).body).toEqual(before);
};

/** The payload as answered: the back-channel password only as its encrypted value. */
function answered(payload: Json, read: Json): Json {
  const expected = structuredClone(payload);
  const credentials = expected.credentials?.inboundBackChannelAuth?.httpBasicCredentials;
  if (credentials?.password) {
    delete credentials.password;
    credentials.encryptedPassword = read.credentials.inboundBackChannelAuth.httpBasicCredentials.encryptedPassword;
    expect(credentials.encryptedPassword).toMatch(/^ey/);
  }
  return expected;
}

function withoutSecret(doc: Json): Json {
  const copy = structuredClone(doc);
  const credentials = copy.credentials?.inboundBackChannelAuth?.httpBasicCredentials;
  if (credentials) credentials.encryptedPassword = typeof credentials.encryptedPassword;
  return copy;
}

describe(`${PATH}: PingFederate payloads`, () => {
  it('refuses the SP token generator and identity store provisioner this server does not serve, changing nothing', async () => {
    const before = (await admin.api('GET', PATH)).body;
    const refused = await admin.api('POST', PATH, fixtures.saml);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([
      { errorId: 'invalid_reference', fieldPath: 'wsTrust.tokenGeneratorMappings[0].spTokenGeneratorRef.id', message: "SP token generator 'tokengeneratorid' does not exist." },
      { errorId: 'invalid_reference', fieldPath: 'inboundProvisioning.userRepository.identityStoreProvisionerRef.id', message: "Identity store provisioner 'identityStoreProvisioner' does not exist." },
    ]);
    expect((await admin.api('GET', PATH)).body).toEqual(before);
  });

  for (const [name, fixture] of Object.entries(fixtures)) {
    const payload = servedPart(fixture);
    it(`${name}: created, read back and updated unchanged`, async () => {
      const created = await admin.api('POST', PATH, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${PATH}/${payload.id}`);
      expect(read.status).toBe(200);
      expectValidAgainstReference('IdpConnection', read.body);
      expect(read.body).toEqual(answered(payload, read.body));
      const again = await admin.api('PUT', `${PATH}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      // The secret is encrypted afresh on every answer: compared as being there.
      expect(withoutSecret((await admin.api('GET', `${PATH}/${payload.id}`)).body)).toEqual(withoutSecret(read.body));
    });
  }

  it('the demo connection saved back unchanged changes nothing', async () => {
    const read = await admin.api('GET', `${PATH}/partnerIdp`);
    expect(read.status).toBe(200);
    expectValidAgainstReference('IdpConnection', read.body);
    const again = await admin.api('PUT', `${PATH}/partnerIdp`, read.body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await admin.api('GET', `${PATH}/partnerIdp`)).body).toEqual(read.body);
  });
});

describe('refusals, changing nothing', () => {
  const sso = { protocol: 'SAML20', idpIdentityMapping: 'NONE' };
  const base = { name: 'Refused', entityId: 'urn:refused', idpBrowserSso: sso };

  it('a taken entity ID (an SP connection may share it), a missing name, an unknown property', async () => {
    await refused('POST', PATH, { ...base, entityId: 'https://idp.partner.example.com/saml' }, 'entityId', /already in use/);
    await refused('POST', PATH, { entityId: 'urn:nameless' }, 'name');
    await refused('POST', PATH, { ...base, idpBrowserSso: { ...sso, colour: 'red' } }, 'idpBrowserSso.colour');
    const shared = await admin.api('POST', PATH, { ...base, id: 'sharedEntity', entityId: 'https://benefits.example.com/saml/sp' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
  });

  it('an SP adapter, policy contract or signing key pair that does not exist', async () => {
    const mapping = { attributeContractFulfillment: {} };
    await refused('POST', PATH, { ...base, idpBrowserSso: { ...sso, adapterMappings: [{ ...mapping, spAdapterRef: { id: 'ghost' } }] } }, 'idpBrowserSso.adapterMappings[0].spAdapterRef.id', /'ghost' does not exist/);
    await refused('POST', PATH, { ...base, idpBrowserSso: { ...sso, authenticationPolicyContractMappings: [{ ...mapping, authenticationPolicyContractRef: { id: 'ghost' } }] } }, 'idpBrowserSso.authenticationPolicyContractMappings[0].authenticationPolicyContractRef.id');
    await refused('POST', PATH, { ...base, credentials: { signingSettings: { signingKeyPairRef: { id: 'ghost' } } } }, 'credentials.signingSettings.signingKeyPairRef.id');
  });

  it('what a connection names cannot be deleted, and the refusal names the connection', async () => {
    const adapter = await admin.api('DELETE', '/sp/adapters/portalOpenToken');
    expect(adapter.status).toBe(422);
    expect(JSON.stringify(adapter.body)).toContain("IdP Connection 'Partner IdP'");
    const contract = await admin.api('DELETE', '/authenticationPolicyContracts/customerLogin');
    expect(contract.status).toBe(422);
    expect(JSON.stringify(contract.body)).toContain("IdP Connection 'Partner IdP'");
  });

  it('auditors read but never change', async () => {
    expect((await auditor.api('GET', PATH)).status).toBe(200);
    expect((await auditor.api('POST', PATH, base)).status).toBe(403);
    expect((await auditor.api('DELETE', `${PATH}/partnerIdp`)).status).toBe(403);
  });
});
