/**
 * CIBA request policies (/oauth/cibaServerPolicy): a policy names an existing out-of-band
 * authenticator (and password credential validator for user codes) and fulfils its identity hint
 * contract, whose core attribute is always IDENTITY_HINT_SUBJECT; the settings name an existing
 * default policy. What is named cannot be deleted; auditors only read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const POLICIES = '/oauth/cibaServerPolicy/requestPolicies';
const SETTINGS = '/oauth/cibaServerPolicy/settings';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const fromRequest = (value: string) => ({ source: { type: 'REQUEST' }, value });
const policy = (id: string, more: Json = {}): Json => ({
  id,
  name: `${id} policy`,
  authenticatorRef: { id: 'cibaEmailApproval' },
  identityHintContract: { coreAttributes: [{ name: 'IDENTITY_HINT_SUBJECT' }] },
  identityHintContractFulfillment: { attributeContractFulfillment: { IDENTITY_HINT_SUBJECT: fromRequest('IDENTITY_HINT_SUBJECT') } },
  ...more,
});

describe(POLICIES, () => {
  it('stores a policy and reads back what was stored; an unchanged save changes nothing', async () => {
    const created = await admin.api('POST', POLICIES, policy('cibaOne', { userCodePcvRef: { id: 'localUsers' }, transactionLifetime: 300 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await auditor.api('GET', `${POLICIES}/cibaOne`);
    expect(read.body).toMatchObject({ authenticatorRef: { id: 'cibaEmailApproval' }, userCodePcvRef: { id: 'localUsers' }, transactionLifetime: 300 });
    const again = await admin.api('PUT', `${POLICIES}/cibaOne`, read.body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await auditor.api('GET', `${POLICIES}/cibaOne`)).body).toEqual(read.body);
    const list = await auditor.api('GET', POLICIES);
    expect(list.body.items.map((p: Json) => p.id)).toEqual(expect.arrayContaining(['cibaEmailPolicy', 'cibaOne']));
  });

  it('refuses a missing authenticator, an unfulfilled attribute, another core attribute, a name in use; nothing is stored', async () => {
    const ghost = await admin.api('POST', POLICIES, policy('cibaGhost', { authenticatorRef: { id: 'ghost' } }));
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'authenticatorRef.id' });
    const pcv = await admin.api('POST', POLICIES, policy('cibaPcv', { userCodePcvRef: { id: 'ghost' } }));
    expect(pcv.status).toBe(422);
    expect(pcv.body.validationErrors[0].fieldPath).toBe('userCodePcvRef.id');
    const unfulfilled = await admin.api('POST', POLICIES, policy('cibaTwo', {
      identityHintContract: { coreAttributes: [{ name: 'IDENTITY_HINT_SUBJECT' }], extendedAttributes: [{ name: 'email' }] },
    }));
    expect(unfulfilled.status).toBe(422);
    expect(unfulfilled.body.validationErrors[0].fieldPath).toBe('identityHintContractFulfillment.attributeContractFulfillment.email');
    const core = await admin.api('POST', POLICIES, policy('cibaThree', { identityHintContract: { coreAttributes: [{ name: 'subject' }] } }));
    expect(core.status).toBe(422);
    const taken = await admin.api('POST', POLICIES, { ...policy('cibaFour'), name: 'CIBA EMAIL POLICY' });
    expect(taken.status).toBe(422);
    expect(taken.body.validationErrors[0].fieldPath).toBe('name');
    for (const id of ['cibaGhost', 'cibaPcv', 'cibaTwo', 'cibaThree', 'cibaFour']) expect((await admin.api('GET', `${POLICIES}/${id}`)).status).toBe(404);
    expect((await auditor.api('POST', POLICIES, policy('cibaAuditor'))).status).toBe(403);
  });

  it('an authenticator a policy names cannot be deleted', async () => {
    const deleting = await admin.api('DELETE', '/oauth/outOfBandAuthPlugins/cibaEmailApproval');
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toMatch(/is in use by .*CIBA Email Policy/);
  });
});

describe(SETTINGS, () => {
  it('the demo names its policy; a missing one is refused; the default cannot be deleted, another can', async () => {
    expect((await auditor.api('GET', SETTINGS)).body).toEqual({ defaultRequestPolicyRef: { id: 'cibaEmailPolicy' } });
    const refused = await admin.api('PUT', SETTINGS, { defaultRequestPolicyRef: { id: 'ghost' } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'defaultRequestPolicyRef.id' });
    expect((await auditor.api('PUT', SETTINGS, { defaultRequestPolicyRef: { id: 'cibaEmailPolicy' } })).status).toBe(403);
    const deleting = await admin.api('DELETE', `${POLICIES}/cibaEmailPolicy`);
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toMatch(/in use/);
    await admin.api('POST', POLICIES, policy('cibaSpare'));
    expect((await admin.api('DELETE', `${POLICIES}/cibaSpare`)).status).toBe(204);
  });
});
