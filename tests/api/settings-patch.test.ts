/**
 * PATCH /oauth/authServerSettings (issue 36): a page that edits some fields of the shared
 * document sends only those as a JSON Patch, and the server merges them into the current version.
 * Two writers of different fields both keep theirs; a `test` naming a value another writer changed
 * answers 409 with the current document and changes nothing; of writers racing on one field exactly
 * one wins. The patched document is checked as a PUT of it is; a malformed patch, the wrong media
 * type, an auditor and a stale If-Match are refused, changing nothing. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const PATH = '/oauth/authServerSettings';
const PATCH_TYPE = { 'Content-Type': 'application/json-patch+json' };

describe.each(['sqlite', 'postgres'] as const)('settings patch on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, backend });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  }, 120_000);
  afterAll(() => server?.stop());

  async function read() {
    const answer = await admin.api('GET', PATH);
    expect(answer.status).toBe(200);
    return { body: answer.body as Json, etag: answer.headers.get('etag')! };
  }
  const patch = (operations: unknown, headers: Record<string, string> = {}, client = admin) => client.api('PATCH', PATH, operations, { ...PATCH_TYPE, ...headers });
  /** The operations a page sends for one field it changed: the value it read, then its own. */
  const change = (field: string, read: unknown, mine: unknown) => [
    { op: 'test', path: `/${field}`, value: read },
    { op: 'replace', path: `/${field}`, value: mine },
  ];

  /** Asserts a refused patch left the document and its version as they were. */
  async function unchanged(before: { body: Json; etag: string }) {
    const after = await read();
    expect(after.etag).toBe(before.etag);
    expect(after.body).toEqual(before.body);
  }

  it('two writers of different fields both keep theirs, each answer the merged document and its new version', async () => {
    const base = await read();
    const alice = await patch(change('authorizationCodeTimeout', base.body.authorizationCodeTimeout, 120));
    expect(alice.status, JSON.stringify(alice.body)).toBe(200);
    expect(alice.headers.get('etag')).not.toBe(base.etag);
    // Bob read before Alice saved; his patch names only his field.
    const bob = await patch(change('defaultScopeDescription', base.body.defaultScopeDescription, 'Bob wrote this.'));
    expect(bob.status, JSON.stringify(bob.body)).toBe(200);
    expect(bob.body).toMatchObject({ authorizationCodeTimeout: 120, defaultScopeDescription: 'Bob wrote this.' });
    const after = await read();
    expect(after.body).toMatchObject({ authorizationCodeTimeout: 120, defaultScopeDescription: 'Bob wrote this.' });
    expect(after.etag).toBe(bob.headers.get('etag'));
    expect(after.body.scopes.length).toBe(base.body.scopes.length);
  });

  it('a test naming a value another writer changed answers 409 with the current document, and nothing changes', async () => {
    const base = await read();
    const first = await patch(change('authorizationCodeEntropy', base.body.authorizationCodeEntropy, 40));
    expect(first.status).toBe(200);
    const current = await read();
    const stale = await patch(change('authorizationCodeEntropy', base.body.authorizationCodeEntropy, 50));
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toMatchObject({ resultId: 'version_conflict', currentVersion: current.etag.slice(1, -1) });
    expect(stale.body.current.authorizationCodeEntropy).toBe(40);
    expect(stale.headers.get('etag')).toBe(current.etag);
    await unchanged(current);
  });

  it('of six writers racing on one field exactly one wins; six on six fields all win', async () => {
    const base = await read();
    const racing = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => patch(change('refreshTokenLength', base.body.refreshTokenLength, 50 + n))));
    const statuses = racing.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = racing.find((answer) => answer.status === 200)!;
    expect((await read()).body.refreshTokenLength).toBe(winner.body.refreshTokenLength);

    const fields = ['pendingAuthorizationTimeout', 'devicePollingInterval', 'parReferenceTimeout', 'parReferenceLength', 'consentLifetimeDays', 'clientSecretRetentionPeriod'];
    const before = await read();
    const apart = await Promise.all(fields.map((field, n) => patch(change(field, before.body[field], 30 + n))));
    expect(apart.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = (await read()).body;
    fields.forEach((field, n) => expect(after[field], field).toBe(30 + n));
  });

  it('checks the patched document as a PUT would, and refuses a scope list, changing nothing', async () => {
    const before = await read();
    const wrongType = await patch([{ op: 'replace', path: '/authorizationCodeTimeout', value: 'soon' }]);
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.validationErrors[0].fieldPath).toBe('authorizationCodeTimeout');
    const unknown = await patch([{ op: 'add', path: '/noSuchSetting', value: 1 }]);
    expect(unknown.status).toBe(422);
    const scope = await patch([{ op: 'add', path: '/scopes/-', value: { name: 'sneaked', description: 'Sneaked' } }]);
    expect(scope.status, JSON.stringify(scope.body)).toBe(422);
    expect(scope.body.validationErrors[0].fieldPath).toBe('scopes');
    await unchanged(before);
    expect((await admin.api('GET', '/oauth/authServerSettings/scopes/commonScopes/sneaked')).status).toBe(404);
  });

  it('refuses a malformed patch, a pointer through __proto__, the wrong media type, an auditor and a stale If-Match', async () => {
    const before = await read();
    expect((await patch([{ op: 'replace', path: '/nowhere/deeper', value: 1 }])).status).toBe(400);
    expect((await patch([{ op: 'jump', path: '/authorizationCodeTimeout' }])).status).toBe(422);
    expect((await patch({ op: 'replace', path: '/authorizationCodeTimeout', value: 1 })).status).toBe(422);
    const polluting = await patch([{ op: 'add', path: '/__proto__/polluted', value: 'yes' }]);
    expect(polluting.status).toBe(400);
    expect(({} as Json).polluted).toBeUndefined();
    const asJson = await admin.api('PATCH', PATH, change('authorizationCodeTimeout', before.body.authorizationCodeTimeout, 1));
    expect(asJson.status).toBe(415);
    expect(asJson.body.message).toContain('application/json-patch+json');
    const auditor = await patch(change('authorizationCodeTimeout', before.body.authorizationCodeTimeout, 1), {}, server.basic('auditor', DEMO_PASSWORD));
    expect(auditor.status).toBe(403);
    const stale = await patch(change('authorizationCodeTimeout', before.body.authorizationCodeTimeout, 1), { 'If-Match': '"not-the-version"' });
    expect(stale.status).toBe(412);
    await unchanged(before);
    const right = await patch(change('authorizationCodeTimeout', before.body.authorizationCodeTimeout, 90), { 'If-Match': before.etag });
    expect(right.status).toBe(200);
  });

  it('records the patch in the history as a save of the document', async () => {
    const base = await read();
    expect((await patch(change('approvedScopesAttribute', base.body.approvedScopesAttribute, 'scopesApproved'))).status).toBe(200);
    const history = await admin.api('GET', `/internal/history?path=${encodeURIComponent(PATH)}&numberPerPage=1`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.items[0]).toMatchObject({ username: 'Administrator' });
    expect(history.body.items[0].after.approvedScopesAttribute).toBe('scopesApproved');
  });
});
