/**
 * OAuth 2.0 token exchange (/oauth/tokenExchange): processor policies name existing token
 * processors and fulfil their own contract (always with the core attribute subject); generator
 * groups name existing token generators; a token generator mapping's id is its policy's and
 * generator's, and it fulfils the generator's contract; the two settings documents name an existing
 * default. What is named cannot be deleted; auditors only read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const POLICIES = '/oauth/tokenExchange/processor/policies';
const GROUPS = '/oauth/tokenExchange/generator/groups';
const MAPPINGS = '/oauth/tokenExchange/tokenGeneratorMappings';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const from = (type: string, value: string) => ({ source: { type }, value });
const policy = (id: string, more: Json = {}): Json => ({
  id,
  name: `${id} policy`,
  processorMappings: [
    { subjectTokenType: 'urn:ietf:params:oauth:token-type:saml2', subjectTokenProcessor: { id: 'partnerSaml2' }, attributeContractFulfillment: { subject: from('SUBJECT_TOKEN', 'SAML_SUBJECT') } },
  ],
  ...more,
});

describe(POLICIES, () => {
  it('fills the contract with its core attribute subject and reads back what was stored', async () => {
    const created = await admin.api('POST', POLICIES, policy('exchangeOne'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await auditor.api('GET', `${POLICIES}/exchangeOne`);
    expect(read.body.attributeContract).toEqual({ coreAttributes: [{ name: 'subject' }] });
    const again = await admin.api('PUT', `${POLICIES}/exchangeOne`, read.body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await auditor.api('GET', `${POLICIES}/exchangeOne`)).body).toEqual(read.body);
  });

  it('refuses a processor that does not exist, a contract attribute left unfulfilled, a name in use; nothing is stored', async () => {
    const ghost = policy('exchangeGhost');
    ghost.processorMappings[0].subjectTokenProcessor = { id: 'ghost' };
    const refused = await admin.api('POST', POLICIES, ghost);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'processorMappings.subjectTokenProcessor.id' });
    const unfulfilled = await admin.api('POST', POLICIES, policy('exchangeTwo', { attributeContract: { coreAttributes: [{ name: 'subject' }], extendedAttributes: [{ name: 'email' }] } }));
    expect(unfulfilled.status).toBe(422);
    expect(unfulfilled.body.validationErrors[0].fieldPath).toBe('processorMappings[0].attributeContractFulfillment.email');
    const taken = await admin.api('POST', POLICIES, { ...policy('exchangeThree'), name: 'EXCHANGEONE policy' });
    expect(taken.status).toBe(422);
    expect(taken.body.validationErrors[0].fieldPath).toBe('name');
    const core = await admin.api('POST', POLICIES, policy('exchangeFour', { attributeContract: { coreAttributes: [{ name: 'username' }] } }));
    expect(core.status).toBe(422);
    for (const id of ['exchangeGhost', 'exchangeTwo', 'exchangeThree', 'exchangeFour']) expect((await admin.api('GET', `${POLICIES}/${id}`)).status).toBe(404);
    expect((await auditor.api('POST', POLICIES, policy('exchangeAuditor'))).status).toBe(403);
  });

  it('a token processor a policy names cannot be deleted', async () => {
    const deleting = await admin.api('DELETE', '/idp/tokenProcessors/partnerSaml2');
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toMatch(/is in use by .*Partner SAML Exchange/);
  });
});

describe('/oauth/tokenExchange/processor/settings and /generator/settings', () => {
  it('the demo names its policy and group; a missing one is refused; the default cannot be deleted', async () => {
    expect((await auditor.api('GET', '/oauth/tokenExchange/processor/settings')).body).toEqual({ defaultProcessorPolicyRef: { id: 'partnerSamlExchange' } });
    expect((await auditor.api('GET', '/oauth/tokenExchange/generator/settings')).body).toEqual({ defaultGeneratorGroupRef: { id: 'samlTokens' } });
    const refused = await admin.api('PUT', '/oauth/tokenExchange/processor/settings', { defaultProcessorPolicyRef: { id: 'ghost' } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([{ errorId: 'invalid_reference', fieldPath: 'defaultProcessorPolicyRef.id', message: "Default Processor Policy 'ghost' does not exist." }]);
    const noGroup = await admin.api('PUT', '/oauth/tokenExchange/generator/settings', { defaultGeneratorGroupRef: { id: 'ghost' } });
    expect(noGroup.status).toBe(422);
    const group = await admin.api('DELETE', `${GROUPS}/samlTokens`);
    expect(group.status).toBe(422);
    expect(group.body.message).toBe("'SAML Tokens' is in use by Token Exchange Generator Settings and cannot be deleted.");
    expect((await auditor.api('PUT', '/oauth/tokenExchange/generator/settings', {})).status).toBe(403);
  });
});

describe(GROUPS, () => {
  it('names existing token generators, and a named generator cannot be deleted', async () => {
    const group = { id: 'jwtTokens', name: 'JWT Tokens', generatorMappings: [{ requestedTokenType: 'urn:ietf:params:oauth:token-type:saml2', tokenGenerator: { id: 'wsTrustSaml2' }, defaultMapping: true }] };
    expect((await admin.api('POST', GROUPS, group)).status).toBe(201);
    const ghost = await admin.api('POST', GROUPS, { ...group, id: 'ghostTokens', name: 'Ghost', generatorMappings: [{ requestedTokenType: 'x', tokenGenerator: { id: 'ghost' } }] });
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'generatorMappings.tokenGenerator.id' });
    const empty = await admin.api('POST', GROUPS, { ...group, id: 'emptyTokens', name: 'Empty', generatorMappings: [] });
    expect(empty.status).toBe(422);
    expect((await admin.api('DELETE', '/sp/tokenGenerators/wsTrustSaml2')).status).toBe(422);
    expect((await admin.api('DELETE', `${GROUPS}/jwtTokens`)).status).toBe(204);
  });
});

describe(MAPPINGS, () => {
  it("makes the id from the policy and the generator, fulfils the generator's contract, and keeps both in use", async () => {
    expect((await auditor.api('GET', `${MAPPINGS}/${encodeURIComponent('partnerSamlExchange|wsTrustSaml2')}`)).status).toBe(200);
    const created = await admin.api('POST', MAPPINGS, {
      sourceId: 'exchangeOne',
      targetId: 'wsTrustSaml2',
      attributeContractFulfillment: { SAML_SUBJECT: from('TOKEN_EXCHANGE_PROCESSOR_POLICY', 'subject'), email: from('TEXT', 'nobody@example.com') },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toBe('exchangeOne|wsTrustSaml2');
    const missing = await admin.api('POST', MAPPINGS, { sourceId: 'exchangeOne', targetId: 'wsTrustSaml2', attributeContractFulfillment: { SAML_SUBJECT: from('TEXT', 'x') } });
    expect(missing.status).toBe(422);
    const ghost = await admin.api('POST', MAPPINGS, { sourceId: 'ghost', targetId: 'wsTrustSaml2', attributeContractFulfillment: { SAML_SUBJECT: from('TEXT', 'x'), email: from('TEXT', 'y') } });
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'sourceId' });
    const deleting = await admin.api('DELETE', `${POLICIES}/exchangeOne`);
    expect(deleting.status).toBe(422);
    expect((await admin.api('DELETE', `${MAPPINGS}/${encodeURIComponent('exchangeOne|wsTrustSaml2')}`)).status).toBe(204);
    expect((await admin.api('DELETE', `${POLICIES}/exchangeOne`)).status).toBe(204);
  });
});

describe('header search', () => {
  it('finds processor policies and generator groups by name, with their edit location', async () => {
    const cookie = await server.login('Administrator', DEMO_PASSWORD);
    const answer = await cookie.api('GET', `/internal/search?q=${encodeURIComponent('saml')}`);
    expect(answer.status).toBe(200);
    const groups = answer.body.groups as { type: string; items: { id: string; name: string; location: string }[] }[];
    const byType = Object.fromEntries(groups.map((group) => [group.type, group]));
    expect(byType['token-exchange-processor-policies.policies']?.items).toContainEqual({
      id: 'partnerSamlExchange',
      name: 'Partner SAML Exchange',
      location: '/applications/token-exchange/processor-policies/partnerSamlExchange?tab=policies',
    });
    expect(byType['token-exchange-generator-groups.groups']?.items.map((item) => item.id)).toContain('samlTokens');
  });
});
