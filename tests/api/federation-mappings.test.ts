/**
 * Federation mappings through the generic collection: STS request parameters contracts
 * (/idp/stsRequestParametersContracts) and the three adapter and token mappings
 * (/sp/authenticationPolicyContractMappings, /idpToSpAdapterMapping,
 * /tokenProcessorToTokenGeneratorMappings). A mapping's id is PingFederate's `sourceId|targetId`;
 * both ends must exist and cannot be deleted while named, with PingFederate's words; the fulfillment
 * covers exactly the target's contract; auditors only read; a contract an SP connection names
 * cannot be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

type Json = Record<string, any>;
let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

const text = (value: string) => ({ source: { type: 'TEXT' }, value });

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await copyOf(admin, '/sp/adapters', 'portalOpenToken', 'spTarget');
  await copyOf(admin, '/idp/adapters', 'HTMLFormAdapter', 'idpSource');
  await copyOf(admin, '/idp/tokenProcessors', 'partnerSaml2', 'processorSource');
  await copyOf(admin, '/sp/tokenGenerators', 'wsTrustSaml2', 'generatorTarget');
});
afterAll(() => server?.stop());

// The SP adapter's contract (portalOpenToken's copy): its core subject plus email, givenName and sn.
async function spAdapterNames(): Promise<string[]> {
  const adapter = (await admin.api('GET', '/sp/adapters/spTarget')).body;
  return [...(adapter.attributeContract.coreAttributes ?? []), ...adapter.attributeContract.extendedAttributes].map((a: Json) => a.name);
}
const fulfilled = (names: string[]) => Object.fromEntries(names.map((name) => [name, text(name)]));

const cases = [
  { path: '/sp/authenticationPolicyContractMappings', source: { path: '/authenticationPolicyContracts', id: 'customerLogin' }, target: { path: '/sp/adapters', id: 'spTarget' } },
  { path: '/idpToSpAdapterMapping', source: { path: '/idp/adapters', id: 'idpSource' }, target: { path: '/sp/adapters', id: 'spTarget' } },
  { path: '/tokenProcessorToTokenGeneratorMappings', source: { path: '/idp/tokenProcessors', id: 'processorSource' }, target: { path: '/sp/tokenGenerators', id: 'generatorTarget' } },
];

for (const { path, source, target } of cases) {
  describe(path, () => {
    const id = `${source.id}|${target.id}`;
    const names = async () => (target.path === '/sp/adapters' ? spAdapterNames() : ['SAML_SUBJECT', 'email']);

    it("is made with PingFederate's id sourceId|targetId, read by auditors, and refused twice", async () => {
      const body = { sourceId: source.id, targetId: target.id, attributeContractFulfillment: fulfilled(await names()), defaultTargetResource: 'https://app.example.com/' };
      const created = await admin.api('POST', path, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toEqual({ ...body, id });
      expect((await auditor.api('GET', `${path}/${encodeURIComponent(id)}`)).body).toEqual({ ...body, id });
      expect((await auditor.api('GET', path)).body.items).toContainEqual({ ...body, id });
      const twice = await admin.api('POST', path, body);
      expect(twice.status).toBe(422);
      expect(twice.body.validationErrors[0]).toMatchObject({ fieldPath: 'sourceId', message: expect.stringContaining(`'${id}' already exists`) });
      expect((await auditor.api('POST', path, body)).status).toBe(403);
    });

    it('refuses a missing source or target, a changed target, and a fulfillment that is not the target contract', async () => {
      const all = fulfilled(await names());
      const ghostSource = await admin.api('POST', path, { sourceId: 'ghost', targetId: target.id, attributeContractFulfillment: all });
      expect(ghostSource.status).toBe(422);
      expect(ghostSource.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'sourceId', message: expect.stringContaining("'ghost' does not exist.") });
      const ghostTarget = await admin.api('POST', path, { sourceId: source.id, targetId: 'ghost', attributeContractFulfillment: all });
      expect(ghostTarget.status).toBe(422);
      expect(ghostTarget.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('targetId');

      const [first, ...rest] = await names();
      const missing = await admin.api('PUT', `${path}/${encodeURIComponent(id)}`, { sourceId: source.id, targetId: target.id, attributeContractFulfillment: fulfilled(rest) });
      expect(missing.status).toBe(422);
      expect(missing.body.validationErrors[0]).toMatchObject({ fieldPath: `attributeContractFulfillment.${first}`, message: expect.stringContaining('must be fulfilled') });
      const extra = await admin.api('PUT', `${path}/${encodeURIComponent(id)}`, { sourceId: source.id, targetId: target.id, attributeContractFulfillment: { ...all, region: text('eu') } });
      expect(extra.status).toBe(422);
      expect(extra.body.validationErrors[0]).toMatchObject({ fieldPath: 'attributeContractFulfillment.region' });
      const moved = await admin.api('PUT', `${path}/${encodeURIComponent(id)}`, { sourceId: source.id, targetId: target.path === '/sp/adapters' ? 'portalOpenToken' : 'wsTrustSaml2', attributeContractFulfillment: all });
      expect(moved.status).toBe(422);
      expect(moved.body.validationErrors[0].fieldPath).toBe('targetId');
      const edited = await admin.api('PUT', `${path}/${encodeURIComponent(id)}`, { sourceId: source.id, targetId: target.id, attributeContractFulfillment: { ...all, [first]: text('changed') } });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.attributeContractFulfillment[first]).toEqual(text('changed'));
      expect(edited.body.id).toBe(id);
    });

    it('keeps its source and target from being deleted while it names them, then lets them go with it', async () => {
      for (const end of [source, target]) {
        const refused = await admin.api('DELETE', `${end.path}/${end.id}`);
        expect(refused.status, `${end.path}/${end.id}`).toBe(422);
        expect(JSON.stringify(refused.body)).toContain(`is in use by`);
        expect(JSON.stringify(refused.body)).toContain(id);
      }
      expect((await auditor.api('DELETE', `${path}/${encodeURIComponent(id)}`)).status).toBe(403);
      expect((await admin.api('DELETE', `${path}/${encodeURIComponent(id)}`)).status).toBe(204);
      expect((await admin.api('GET', `${path}/${encodeURIComponent(id)}`)).status).toBe(404);
    });
  });
}

// The least WS-Trust an SP connection takes (SpWsTrust's required properties).
const WS_TRUST = { partnerServiceIds: ['urn:benefits'], attributeContract: { coreAttributes: [{ name: 'TOKEN_SUBJECT' }] }, tokenProcessorMappings: [] };

describe('/idp/stsRequestParametersContracts', () => {
  it('creates a contract with its parameters, stamps lastModified and keeps its id', async () => {
    const created = await admin.api('POST', '/idp/stsRequestParametersContracts', { id: 'rstParams', name: 'RST Parameters', parameters: ['AppliesTo', 'Claims'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ id: 'rstParams', name: 'RST Parameters', parameters: ['AppliesTo', 'Claims'] });
    expect(Date.parse(created.body.lastModified)).not.toBeNaN();
    const none = await admin.api('PUT', '/idp/stsRequestParametersContracts/rstParams', { id: 'rstParams', name: 'RST Parameters', parameters: [] });
    expect(none.status).toBe(422);
    expect(none.body.validationErrors[0].fieldPath).toBe('parameters');
    const renamed = await admin.api('PUT', '/idp/stsRequestParametersContracts/rstParams', { id: 'other', name: 'RST Parameters', parameters: ['AppliesTo'] });
    expect(renamed.status).toBe(422);
    expect((await auditor.api('GET', '/idp/stsRequestParametersContracts')).body.items.map((c: Json) => c.id)).toContain('rstParams');
  });

  it("cannot be deleted while an SP connection's WS-Trust names it, and an SP connection cannot name a missing one", async () => {
    const connection = (await admin.api('GET', '/idp/spConnections/benefitsPortal')).body;
    const ghost = await admin.api('PUT', '/idp/spConnections/benefitsPortal', { ...connection, wsTrust: { ...(connection.wsTrust ?? WS_TRUST), requestContractRef: { id: 'ghost' } } });
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('wsTrust.requestContractRef.id');
    const named = await admin.api('PUT', '/idp/spConnections/benefitsPortal', { ...connection, wsTrust: { ...(connection.wsTrust ?? WS_TRUST), requestContractRef: { id: 'rstParams' } } });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const refused = await admin.api('DELETE', '/idp/stsRequestParametersContracts/rstParams');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("'RST Parameters' is in use by");
    expect((await admin.api('PUT', '/idp/spConnections/benefitsPortal', connection)).status).toBe(200);
    expect((await admin.api('DELETE', '/idp/stsRequestParametersContracts/rstParams')).status).toBe(204);
  });
});
