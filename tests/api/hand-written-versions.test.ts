/**
 * Versions on the hand-written handlers (issue 36): the documents and objects they answer carry a
 * strong ETag as the generic resources' do; a PUT or DELETE with a stale If-Match answers 412 with
 * the current object as a read answers it and changes nothing; the right version saves and answers
 * the new one; without If-Match the last write wins. A part of a document (/serverSettings/
 * emailServer) and a connection's credentials part as their document or connection; the whole
 * policy as its document and trees together; a change of a secret alone is a new version. On
 * SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const AUTH_SERVER_SETTINGS = '/oauth/authServerSettings';
const POLICY = '/authenticationPolicies/default';
const STRONG_ETAG = /^"[0-9a-zA-Z]+"$/;

describe.each(['sqlite', 'postgres'] as const)('hand-written versions on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  let useradmin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, backend });
    admin = server.basic('Administrator', DEMO_PASSWORD);
    useradmin = server.basic('useradmin', DEMO_PASSWORD);
  }, 120_000);
  afterAll(() => server?.stop());

  /** GET, its ETag checked strong. */
  async function read(client: ApiClient, path: string) {
    const answer = await client.api('GET', path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('etag')).toMatch(STRONG_ETAG);
    return { body: answer.body as Json, etag: answer.headers.get('etag')! };
  }

  /** The three rules of a versioned document at `path`: right version saves, stale one is refused changing nothing, none is last-write-wins. */
  async function checkVersioned(client: ApiClient, path: string, change: (doc: Json, mark: string) => Json, markOf: (doc: Json) => unknown) {
    const first = await read(client, path);
    const saved = await client.api('PUT', path, change(first.body, 'first'), { 'If-Match': first.etag });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const newEtag = saved.headers.get('etag')!;
    expect(newEtag).toMatch(STRONG_ETAG);
    expect(newEtag).not.toBe(first.etag);
    expect((await read(client, path)).etag).toBe(newEtag);

    const stale = await client.api('PUT', path, change(first.body, 'stale'), { 'If-Match': first.etag });
    expect(stale.status, JSON.stringify(stale.body)).toBe(412);
    expect(stale.body).toMatchObject({ resultId: 'version_conflict', currentVersion: newEtag.slice(1, -1) });
    expect(markOf(stale.body.current)).toBe('first');
    expect(stale.headers.get('etag')).toBe(newEtag);
    const after = await read(client, path);
    expect(markOf(after.body)).toBe('first');
    expect(after.etag).toBe(newEtag);

    const blind = await client.api('PUT', path, change(first.body, 'blind'));
    expect(blind.status, JSON.stringify(blind.body)).toBe(200);
    expect(markOf((await read(client, path)).body)).toBe('blind');
  }

  it('authServerSettings: ETag, 412 on a stale If-Match, last-write-wins without one', async () => {
    await checkVersioned(admin, AUTH_SERVER_SETTINGS, (doc, mark) => ({ ...doc, defaultScopeDescription: mark }), (doc) => doc.defaultScopeDescription);
  });

  it('authServerSettings: of several writers sending one version exactly one wins', async () => {
    const { body, etag } = await read(admin, AUTH_SERVER_SETTINGS);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => admin.api('PUT', AUTH_SERVER_SETTINGS, { ...body, defaultScopeDescription: `writer ${i}` }, { 'If-Match': etag })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await read(admin, AUTH_SERVER_SETTINGS)).body.defaultScopeDescription).toBe(winner.body.defaultScopeDescription);
  });

  it('a serverSettings part is versioned as its document: a change of another part makes it stale', async () => {
    await checkVersioned(admin, '/serverSettings/emailServer', (doc, mark) => ({ ...doc, sourceAddr: `${mark}@example.com` }), (doc) => String(doc.sourceAddr).split('@')[0]);
    const part = await read(admin, '/serverSettings/emailServer');
    const whole = await read(admin, '/serverSettings');
    expect(whole.etag).toBe(part.etag);
    const other = await admin.api('PUT', '/serverSettings/notifications', { ...whole.body.notifications, licenseEvents: { emailAddress: 'other-part@example.com' } }, { 'If-Match': whole.etag });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const stale = await admin.api('PUT', '/serverSettings/emailServer', { ...part.body, sourceAddr: 'late@example.com' }, { 'If-Match': part.etag });
    expect(stale.status).toBe(412);
    // The conflict shows the part, as its own GET answers it.
    expect(stale.body.current).toEqual((await read(admin, '/serverSettings/emailServer')).body);
    expect((await read(admin, '/serverSettings')).body.emailServer.sourceAddr).not.toBe('late@example.com');
  });

  it('a change of a secret alone is a new version (hand-written document, generic settings and collection)', async () => {
    const email = await read(admin, '/serverSettings/emailServer');
    const unchanged = await admin.api('PUT', '/serverSettings/emailServer', email.body, { 'If-Match': email.etag });
    expect(unchanged.headers.get('etag')).toBe(email.etag);
    const { encryptedPassword: _sealed, ...withoutSealed } = email.body;
    const typed = await admin.api('PUT', '/serverSettings/emailServer', { ...withoutSealed, password: 'A-New-Mail-Secret-1' }, { 'If-Match': email.etag });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.headers.get('etag')).not.toBe(email.etag);
    expect((await admin.api('PUT', '/serverSettings/emailServer', email.body, { 'If-Match': email.etag })).status).toBe(412);

    const service = await admin.api('PUT', '/serviceAuthentication', { jmx: { id: 'jmx-versions', sharedSecret: 'Jmx-Shared-1' } });
    const again = await admin.api('PUT', '/serviceAuthentication', { jmx: { id: 'jmx-versions', sharedSecret: 'Jmx-Shared-2' } });
    expect(again.headers.get('etag')).not.toBe(service.headers.get('etag'));

    const realm = await admin.api('POST', '/kerberos/realms', { kerberosRealmName: 'versions.example.com', kerberosUsername: 'svc', kerberosPassword: 'Realm-Secret-1', keyDistributionCenters: ['dc01'] });
    expect(realm.status, JSON.stringify(realm.body)).toBe(201);
    const { kerberosEncryptedPassword: _old, ...plain } = realm.body as Json;
    const retyped = await admin.api('PUT', `/kerberos/realms/${realm.body.id}`, { ...plain, kerberosPassword: 'Realm-Secret-2' }, { 'If-Match': realm.headers.get('etag')! });
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
    expect(retyped.headers.get('etag')).not.toBe(realm.headers.get('etag'));
  });

  it('the whole policy is versioned with its trees: a tree saved on its own makes it stale', async () => {
    await checkVersioned(admin, POLICY, (doc, mark) => ({ ...doc, trackedHttpParameters: [mark] }), (doc) => doc.trackedHttpParameters[0]);
    const policy = await read(admin, POLICY);
    const created = await admin.api('POST', '/authenticationPolicies/policy', { name: 'Versions tree', enabled: true, rootNode: { action: { type: 'DONE' } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stale = await admin.api('PUT', POLICY, policy.body, { 'If-Match': policy.etag });
    expect(stale.status).toBe(412);
    expect(stale.body.current.authnSelectionTrees.map((tree: Json) => tree.name)).toContain('Versions tree');
    expect((await read(admin, POLICY)).body.authnSelectionTrees.map((tree: Json) => tree.name)).toContain('Versions tree');
  });

  it('an administrative account: its version changes with it and with a password reset; a stale DELETE deletes nothing', async () => {
    const made = await useradmin.api('POST', '/administrativeAccounts', { username: `versions-${backend}`, password: 'Initial-Pass-1!', roles: ['ADMINISTRATOR'] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const path = `/administrativeAccounts/versions-${backend}`;
    await checkVersioned(useradmin, path, (doc, mark) => ({ ...doc, description: mark }), (doc) => doc.description);
    const before = await read(useradmin, path);
    const reset = await useradmin.api('POST', `${path}/resetPassword`, { newPassword: 'Another-Pass-2!' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await read(useradmin, path)).etag).not.toBe(before.etag);
    expect((await useradmin.api('DELETE', path, undefined, { 'If-Match': before.etag })).status).toBe(412);
    expect((await useradmin.api('GET', path)).status).toBe(200);
    expect((await useradmin.api('DELETE', path, undefined, { 'If-Match': (await read(useradmin, path)).etag })).status).toBe(204);
    expect((await useradmin.api('PUT', path, before.body, { 'If-Match': '*' })).status).toBe(412);
  });

  it('a config store setting: versioned on PUT and DELETE; a PUT with If-Match of a setting not there is 412', async () => {
    const path = `/configStore/versions-${backend}/setting`;
    expect((await admin.api('PUT', path, { id: 'setting', type: 'STRING', stringValue: 'x' }, { 'If-Match': '*' })).status).toBe(412);
    expect((await admin.api('PUT', path, { id: 'setting', type: 'STRING', stringValue: 'x' })).status).toBe(200);
    await checkVersioned(admin, path, (doc, mark) => ({ ...doc, stringValue: mark }), (doc) => doc.stringValue);
    const stale = (await read(admin, path)).etag;
    expect((await admin.api('PUT', path, { id: 'setting', type: 'STRING', stringValue: 'later' })).status).toBe(200);
    expect((await admin.api('DELETE', path, undefined, { 'If-Match': stale })).status).toBe(412);
    expect((await admin.api('DELETE', path, undefined, { 'If-Match': (await read(admin, path)).etag })).status).toBe(204);
  });

  it('a connection’s credentials part carries the connection’s version', async () => {
    const connection = '/idp/spConnections/benefitsPortal';
    const part = `${connection}/credentials/signingSettings`;
    const whole = await read(admin, connection);
    expect((await read(admin, part)).etag).toBe(whole.etag);
    await checkVersioned(admin, part, (doc, mark) => ({ ...doc, algorithm: mark === 'first' ? 'SHA384withRSA' : mark === 'stale' ? 'SHA512withRSA' : 'SHA256withRSA' }), (doc) =>
      ({ SHA384withRSA: 'first', SHA512withRSA: 'stale', SHA256withRSA: 'blind' })[doc.algorithm as string],
    );
    // A save of the whole connection makes the part stale.
    const before = await read(admin, part);
    const saved = await admin.api('PUT', connection, { ...(await read(admin, connection)).body, name: 'Benefits Portal (renamed)' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin.api('PUT', part, before.body, { 'If-Match': before.etag })).status).toBe(412);
  });

  it('a key set and a trusted CA: a DELETE with a stale If-Match deletes nothing', async () => {
    const sets = await admin.api('GET', '/keyPairs/oauthOpenIdConnect/additionalKeySets');
    // The demo data holds one.
    const set = sets.body.items[0] as Json;
    const setPath = `/keyPairs/oauthOpenIdConnect/additionalKeySets/${set.id}`;
    const { body, etag } = await read(admin, setPath);
    const renamed = await admin.api('PUT', setPath, { ...body, description: 'renamed' }, { 'If-Match': etag });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await admin.api('DELETE', setPath, undefined, { 'If-Match': etag })).status).toBe(412);
    expect((await admin.api('GET', setPath)).status).toBe(200);
    const cas = await admin.api('GET', '/certificates/ca');
    const ca = cas.body.items[0] as Json;
    const path = `/certificates/ca/${ca.id}`;
    expect((await admin.api('DELETE', path, undefined, { 'If-Match': '"not-its-version"' })).status).toBe(412);
    expect((await read(admin, path)).body.id).toBe(ca.id);
  });
});
