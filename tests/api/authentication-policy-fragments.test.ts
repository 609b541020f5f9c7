/**
 * Fragments: PingFederate's authentication policy fragments (/authenticationPolicies/fragments, PingFederate's path; the old /authenticationPolicyFragments is an alias)
 * through the generic collection. The terraform provider's payloads are created, read back and
 * updated unchanged; every node of the tree, at any depth, must name an existing IdP adapter,
 * selector, policy contract or fragment, and a refusal names the node by its path; an object a
 * fragment names cannot be deleted while it does; only administrators change fragments.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/authentication-policy-fragments.json', import.meta.url), 'utf8')) as Record<string, Json>;
const FRAGMENTS = '/authenticationPolicies/fragments';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await copyOf(admin, '/idp/adapters', 'HTMLFormAdapter', 'OTIdPJava');
  await copyOf(admin, '/idp/adapters', 'HTMLFormAdapter', 'HTMLForm');
  await copyOf(admin, '/authenticationPolicyContracts', 'employeeSso', 'mycontract');
  await copyOf(admin, '/authenticationPolicyContracts', 'employeeSso', 'registration');
});
afterAll(() => server?.stop());

const done = (context: string) => ({ action: { type: 'DONE', context } });
const fragment = (id: string, rootNode: Json) => ({ id, name: `${id} fragment`, rootNode });
/** An IdP adapter node whose Success leads to `success`. */
const adapterNode = (adapter: string, success: Json = done('Success')) => ({
  action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: adapter } } },
  children: [done('Fail'), success],
});

describe(`${FRAGMENTS}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged`, async () => {
      const created = await admin.api('POST', FRAGMENTS, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${FRAGMENTS}/${payload.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(payload);
      const again = await admin.api('PUT', `${FRAGMENTS}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${FRAGMENTS}/${payload.id}`)).body).toEqual(payload);
      expect((await auditor.api('GET', FRAGMENTS)).body.items).toContainEqual(payload);
    });
  }
});

describe('the demo fragment', () => {
  it('names demo objects that exist, which cannot be deleted while it does', async () => {
    const listed = await auditor.api('GET', FRAGMENTS);
    expect(listed.body.items.map((item: Json) => item.id)).toContain('internalOrForm');
    const selector = await admin.api('DELETE', '/authenticationSelectors/internalNetworks');
    expect(selector.status).toBe(422);
    expect(selector.body.message).toContain("'Internal Network or HTML Form'");
    const adapter = await admin.api('DELETE', '/idp/adapters/HTMLFormAdapter');
    expect(adapter.status).toBe(422);
    const contract = await admin.api('DELETE', '/authenticationPolicyContracts/employeeSso');
    expect(contract.status).toBe(422);
    expect(contract.body.message).toMatch(/^'Employee SSO' is in use by .*Authentication Policy Fragment 'Internal Network or HTML Form'.* and cannot be deleted\.$/);
    expect((await admin.api('GET', '/authenticationSelectors/internalNetworks')).status).toBe(200);
  });
});

describe('rules', () => {
  const refusedCreate = async (body: Json, error: Json) => {
    const before = (await admin.api('GET', FRAGMENTS)).body;
    const answer = await admin.api('POST', FRAGMENTS, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining(error)]);
    expect((await admin.api('GET', FRAGMENTS)).body).toEqual(before);
  };

  it('refuses a missing adapter, selector, contract or fragment at any depth, naming the node', async () => {
    await refusedCreate(fragment('ghostAdapter', adapterNode('ghost')), {
      errorId: 'invalid_reference',
      fieldPath: 'rootNode.action.authenticationSource.sourceRef.id',
      message: "Source 'ghost' does not exist.",
    });
    const deepContract = adapterNode('HTMLFormAdapter', {
      action: { type: 'APC_MAPPING', context: 'Success', authenticationPolicyContractRef: { id: 'ghostContract' }, attributeMapping: {} },
    });
    await refusedCreate(fragment('ghostContract', deepContract), {
      errorId: 'invalid_reference',
      fieldPath: 'rootNode.children[1].action.authenticationPolicyContractRef.id',
      message: "Authentication policy contract 'ghostContract' does not exist.",
    });
    const selector = { action: { type: 'AUTHN_SELECTOR', authenticationSelectorRef: { id: 'internalNetworks' } }, children: [{ action: { type: 'FRAGMENT', context: 'Yes', fragment: { id: 'ghostFragment' } } }] };
    await refusedCreate(fragment('ghostFragment', selector), { errorId: 'invalid_reference', fieldPath: 'rootNode.children[0].action.fragment.id' });
    await refusedCreate(fragment('ghostSelector', { action: { type: 'AUTHN_SELECTOR', authenticationSelectorRef: { id: 'nobody' } } }), { fieldPath: 'rootNode.action.authenticationSelectorRef.id' });
  });

  it('refuses an unknown action type, an action without what its type needs, no tree, a name in use', async () => {
    const unknown = await admin.api('POST', FRAGMENTS, fragment('unknownType', { action: { type: 'LOCAL_IDENTITY_MAPPING' } }));
    expect(unknown.status).toBe(422);
    const noSelector = await admin.api('POST', FRAGMENTS, fragment('noSelector', adapterNode('HTMLFormAdapter', { action: { type: 'AUTHN_SELECTOR', context: 'Success' } })));
    expect(noSelector.status).toBe(422);
    expect(JSON.stringify(noSelector.body.validationErrors)).toContain('rootNode.children[1].action');
    const { rootNode: _tree, ...noTree } = fragment('noTree', adapterNode('HTMLFormAdapter'));
    await refusedCreate(noTree, { fieldPath: 'rootNode' });
    await refusedCreate({ ...fragment('sameName', adapterNode('HTMLFormAdapter')), name: 'internal network or html form' }, { errorId: 'duplicate_value', fieldPath: 'name' });
  });

  it('a fragment another fragment runs, and a contract or adapter a fragment names, cannot be deleted until it no longer does', async () => {
    expect((await admin.api('POST', FRAGMENTS, fragment('inner', adapterNode('HTMLForm')))).status).toBe(201);
    const outer = fragment('outer', adapterNode('HTMLFormAdapter', { action: { type: 'FRAGMENT', context: 'Success', fragment: { id: 'inner' } } }));
    expect((await admin.api('POST', FRAGMENTS, outer)).status).toBe(201);
    const inner = await admin.api('DELETE', `${FRAGMENTS}/inner`);
    expect(inner.status).toBe(422);
    expect(inner.body.message).toContain("'outer fragment'");
    expect((await admin.api('DELETE', `${FRAGMENTS}/outer`)).status).toBe(204);
    const adapter = await admin.api('DELETE', '/idp/adapters/HTMLForm');
    expect(adapter.status).toBe(422);
    expect(adapter.body.message).toContain("'inner fragment'");
    expect((await admin.api('DELETE', `${FRAGMENTS}/inner`)).status).toBe(204);
  });

  it('only administrators change fragments; auditors read them', async () => {
    expect((await auditor.api('GET', `${FRAGMENTS}/internalOrForm`)).status).toBe(200);
    expect((await auditor.api('POST', FRAGMENTS, fragment('byAuditor', adapterNode('HTMLFormAdapter')))).status).toBe(403);
    expect((await auditor.api('PUT', `${FRAGMENTS}/internalOrForm`, fragment('internalOrForm', adapterNode('HTMLFormAdapter')))).status).toBe(403);
    expect((await auditor.api('DELETE', `${FRAGMENTS}/internalOrForm`)).status).toBe(403);
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    expect((await crypto.api('POST', FRAGMENTS, fragment('byCrypto', adapterNode('HTMLFormAdapter')))).status).toBe(403);
  });
});
