/**
 * The whole authentication policy (GET/PUT /authenticationPolicies/default), the move of a tree
 * and the policies settings. The document's trees are the objects of /authenticationPolicies/policy
 * (one store, read and written both ways), in the policy's order; a PUT replaces the tree set with
 * the collection's own checks, errors named by the tree's place, and changes nothing when refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceValidator } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const POLICIES = '/authenticationPolicies/policy';
const DEFAULT = '/authenticationPolicies/default';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const tree = (id: string, name = `${id} policy`): Json => ({
  id,
  name,
  rootNode: {
    action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'HTMLFormAdapter' } } },
    children: [{ action: { type: 'DONE', context: 'Fail' } }, { action: { type: 'DONE', context: 'Success' } }],
  },
});
const ids = (doc: Json) => (doc.authnSelectionTrees as Json[]).map((t) => t.id);
const policy = async () => (await auditor.api('GET', DEFAULT)).body as Json;

describe(DEFAULT, () => {
  it("answers PingFederate's AuthenticationPolicy with every tree of the collection", async () => {
    const read = await auditor.api('GET', DEFAULT);
    expect(read.status).toBe(200);
    // The document's own shape; the trees are AuthenticationPolicyTrees of the collection (whose
    // reference action schemas are a oneOf that no tree can match exactly, so they are not checked here).
    const validate = referenceValidator('AuthenticationPolicy');
    const valid = validate({ ...read.body, authnSelectionTrees: [] });
    expect(valid, JSON.stringify(validate.errors)).toBe(true);
    const listed = (await auditor.api('GET', POLICIES)).body.items as Json[];
    expect([...ids(read.body)].sort()).toEqual(listed.map((t) => t.id).sort());
    expect(read.body).toMatchObject({ failIfNoSelection: false, trackedHttpParameters: [], defaultAuthenticationSources: [] });
  });

  it('a PUT replaces the trees in order, and the collection reads what it wrote', async () => {
    const before = await policy();
    const body = { ...before, trackedHttpParameters: ['TargetResource'], authnSelectionTrees: [tree('zeta'), ...before.authnSelectionTrees, { ...tree('alpha'), id: undefined }] };
    const put = await admin.api('PUT', DEFAULT, body);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const made = (put.body.authnSelectionTrees as Json[]).at(-1)!;
    expect(made.id).toMatch(/^[a-zA-Z0-9._-]+$/); // generated, as POST /policy does
    expect(ids(put.body)).toEqual(['zeta', ...ids(before), made.id]);
    expect(put.body.trackedHttpParameters).toEqual(['TargetResource']);
    expect((await auditor.api('GET', `${POLICIES}/zeta`)).body).toEqual({ enabled: true, ...tree('zeta') });
    // The collection's writes show in the document: one store.
    expect((await admin.api('PUT', `${POLICIES}/zeta`, { ...tree('zeta'), description: 'Changed here' })).status).toBe(200);
    expect((await policy()).authnSelectionTrees[0].description).toBe('Changed here');
    // Left out: deleted.
    const fewer = await admin.api('PUT', DEFAULT, { ...(await policy()), authnSelectionTrees: (await policy()).authnSelectionTrees.filter((t: Json) => t.id !== made.id) });
    expect(fewer.status).toBe(200);
    expect((await auditor.api('GET', `${POLICIES}/${made.id}`)).status).toBe(404);
    // Kept across a restart.
    server = await server.restart();
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect(ids(await policy())).toEqual(['zeta', ...ids(before)]);
  });

  it("refuses a tree the collection would refuse, named by its place, and changes nothing", async () => {
    const before = await policy();
    const broken = tree('broken');
    broken.rootNode.action.authenticationSource.sourceRef.id = 'NoSuchAdapter';
    const put = await admin.api('PUT', DEFAULT, { ...before, failIfNoSelection: true, authnSelectionTrees: [tree('fine'), broken] });
    expect(put.status).toBe(422);
    expect(put.body.validationErrors[0].fieldPath).toMatch(/^authnSelectionTrees\[1\]\.rootNode/);
    expect(await policy()).toEqual(before);
    expect((await auditor.api('GET', `${POLICIES}/fine`)).status).toBe(404);
    const twice = await admin.api('PUT', DEFAULT, { ...before, authnSelectionTrees: [tree('same'), tree('same', 'Other name')] });
    expect(twice.status).toBe(422);
    expect(twice.body.validationErrors[0].fieldPath).toBe('authnSelectionTrees[1].id');
    const names = await admin.api('PUT', DEFAULT, { ...before, authnSelectionTrees: [tree('one', 'Same'), tree('two', 'same')] });
    expect(names.status).toBe(422);
    expect(names.body.validationErrors[0].fieldPath).toBe('authnSelectionTrees[1].name');
    expect(await policy()).toEqual(before);
  });

  it('checks the default sources both ways, and keeps the trees when the document leaves them out', async () => {
    const before = await policy();
    const dangling = await admin.api('PUT', DEFAULT, { failIfNoSelection: false, defaultAuthenticationSources: [{ type: 'IDP_ADAPTER', sourceRef: { id: 'NoSuchAdapter' } }] });
    expect(dangling.status).toBe(422);
    // The generic reference check's words for a list of refs: the list's path.
    expect(dangling.body.validationErrors[0].fieldPath).toBe('defaultAuthenticationSources.sourceRef.id');
    const adapter = { ...(await admin.api('GET', '/idp/adapters/HTMLFormAdapter')).body, id: 'DefaultSourceAdapter', name: 'Default Source Adapter' };
    expect((await admin.api('POST', '/idp/adapters', adapter)).status).toBe(201);
    const saved = await admin.api('PUT', DEFAULT, { failIfNoSelection: true, defaultAuthenticationSources: [{ type: 'IDP_ADAPTER', sourceRef: { id: 'DefaultSourceAdapter' } }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(ids(saved.body)).toEqual(ids(before));
    const refused = await admin.api('DELETE', '/idp/adapters/DefaultSourceAdapter');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('Default Authentication Policy');
    expect((await admin.api('PUT', DEFAULT, { ...saved.body, defaultAuthenticationSources: [] })).status).toBe(200);
    expect((await admin.api('DELETE', '/idp/adapters/DefaultSourceAdapter')).status).toBe(204);
  });

  it('is refused to auditors', async () => {
    expect((await auditor.api('PUT', DEFAULT, await policy())).status).toBe(403);
  });
});

describe(`${POLICIES}/{id}/move`, () => {
  const move = (id: string, location: string, moveToId?: string) => admin.api('POST', `${POLICIES}/${id}/move`, { location, ...(moveToId ? { moveToId } : {}) });

  it('moves a tree first, last, before and after another', async () => {
    for (const id of ['m1', 'm2', 'm3']) expect((await admin.api('POST', POLICIES, tree(id))).status).toBe(201);
    const start = ids(await policy());
    expect(start.slice(-3)).toEqual(['m1', 'm2', 'm3']); // a new tree is placed last
    expect((await move('m3', 'START')).status).toBe(200);
    expect(ids(await policy())[0]).toBe('m3');
    expect((await move('m3', 'END')).status).toBe(200);
    expect(ids(await policy()).at(-1)).toBe('m3');
    expect((await move('m3', 'BEFORE', 'm1')).status).toBe(200);
    expect(ids(await policy()).slice(-3)).toEqual(['m3', 'm1', 'm2']);
    expect((await move('m3', 'AFTER', 'm2')).status).toBe(200);
    expect(ids(await policy()).slice(-3)).toEqual(['m1', 'm2', 'm3']);
    expect([...ids(await policy())].sort()).toEqual([...start].sort());
  });

  it('refuses a move to nowhere, of an unknown tree, and by an auditor', async () => {
    const before = ids(await policy());
    expect((await move('nosuch', 'START')).status).toBe(404);
    const missing = await move('m1', 'BEFORE');
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors[0].fieldPath).toBe('moveToId');
    expect((await move('m1', 'AFTER', 'nosuch')).body.validationErrors[0].fieldPath).toBe('moveToId');
    expect((await move('m1', 'AFTER', 'm1')).status).toBe(422);
    expect((await admin.api('POST', `${POLICIES}/m1/move`, { location: 'MIDDLE' })).status).toBe(422);
    expect((await auditor.api('POST', `${POLICIES}/m1/move`, { location: 'START' })).status).toBe(403);
    expect(ids(await policy())).toEqual(before);
  });
});

describe('/authenticationPolicies/settings', () => {
  it("answers PingFederate's settings (the demo applies IdP policies) and saves them, what a save leaves out off", async () => {
    const read = await auditor.api('GET', '/authenticationPolicies/settings');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ enableIdpAuthnSelection: true, enableSpAuthnSelection: false });
    const put = await admin.api('PUT', '/authenticationPolicies/settings', { enableSpAuthnSelection: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ enableIdpAuthnSelection: false, enableSpAuthnSelection: true });
    expect((await admin.api('PUT', '/authenticationPolicies/settings', { enableIdpAuthnSelection: 'yes' })).status).toBe(422);
    expect((await auditor.api('PUT', '/authenticationPolicies/settings', { enableIdpAuthnSelection: false })).status).toBe(403);
    expect((await auditor.api('GET', '/authenticationPolicies/settings')).body).toEqual({ enableIdpAuthnSelection: false, enableSpAuthnSelection: true });
  });
});
