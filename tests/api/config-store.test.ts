/**
 * PingFederate's configuration store (GET /configStore/{bundle}, GET/PUT/DELETE
 * /configStore/{bundle}/{id}): a PUT creates the setting (and its bundle) or updates it, read back
 * as written; a bundle lists its settings by id; its checks (the id of the path, the value of its
 * type, a type kept) refuse and change nothing; a missing setting or bundle is 404, a name that is
 * no bundle 422; roles as PingFederate's (ADMINISTRATOR; auditors read); every write is in the
 * history, bumps the configuration version and survives a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = server.basic('Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

// Bundles and settings of PingFederate's own (the Terraform provider's acceptance tests use these).
const TOKENS = '/configStore/org.sourceid.oauth20.handlers.process.exchange.execution.SecurityTokenCreator';
const PLUGINS = { id: 'base64-required-plugins', type: 'LIST', listValue: ['org.sourceid.wstrust.processor.oauth.BearerAccessTokenTokenProcessor'] };
const ALGORITHMS = '/configStore/com.pingidentity.crypto.SignatureAlgorithms';

const errorsOf = (body: { validationErrors?: { fieldPath?: string }[] }) => (body.validationErrors ?? []).map((e) => e.fieldPath);

describe('settings', () => {
  it('creates a setting and its bundle with PUT, reads it back, and lists the bundle by id', async () => {
    expect((await admin.api('GET', TOKENS)).status).toBe(404);
    const created = await admin.api('PUT', `${TOKENS}/base64-required-plugins`, PLUGINS);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual(PLUGINS);
    expect((await admin.api('GET', `${TOKENS}/base64-required-plugins`)).body).toEqual(PLUGINS);
    const flag = { id: 'a-flag', type: 'STRING', stringValue: '' };
    expect((await admin.api('PUT', `${TOKENS}/a-flag`, flag)).status).toBe(200);
    const bundle = await admin.api('GET', TOKENS);
    expect(bundle.status).toBe(200);
    expect(bundle.body).toEqual({ items: [flag, PLUGINS] });
    // Updated in place, its type kept.
    const changed = { ...PLUGINS, listValue: [...PLUGINS.listValue, 'org.sourceid.wstrust.processor.jwt.JWTTokenProcessor'] };
    expect((await admin.api('PUT', `${TOKENS}/base64-required-plugins`, changed)).body).toEqual(changed);
    expect((await admin.api('GET', `${TOKENS}/base64-required-plugins`)).body).toEqual(changed);
  });

  it('keeps a map of strings', async () => {
    const map = { id: 'signature-algorithms', type: 'MAP', mapValue: { RSA_SHA256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', TEST: 'first value' } };
    expect((await admin.api('PUT', `${ALGORITHMS}/signature-algorithms`, map)).status).toBe(200);
    expect((await admin.api('GET', `${ALGORITHMS}/signature-algorithms`)).body).toEqual(map);
  });

  it('deletes a setting; a bundle without settings is not found, nor is a setting that is not there', async () => {
    const bundle = '/configStore/delete-me';
    expect((await admin.api('PUT', `${bundle}/only`, { id: 'only', type: 'STRING', stringValue: 'x' })).status).toBe(200);
    expect((await admin.api('DELETE', `${bundle}/only`)).status).toBe(204);
    const gone = await admin.api('GET', `${bundle}/only`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toContain("'only'");
    expect((await admin.api('DELETE', `${bundle}/only`)).status).toBe(404);
    expect((await admin.api('GET', bundle)).status).toBe(404);
  });

  it('refuses a name that can be no bundle (no configuration file could hold it), and changes nothing', async () => {
    for (const path of ['/configStore/..%2Fdata/x', '/configStore/a%20b/x', '/configStore/.hidden/x']) {
      const put = await admin.api('PUT', path, { id: 'x', type: 'STRING', stringValue: 'y' });
      expect(put.status, path).toBe(422);
      expect(errorsOf(put.body), path).toContain('bundle');
      expect((await admin.api('GET', path)).status).toBe(422);
    }
    expect((await admin.api('GET', '/configStore/.hidden')).status).toBe(422);
  });
});

describe('bad input', () => {
  const PATH = '/configStore/bad-input/setting';
  it('refuses what does not fit the setting, naming the field, and changes nothing', async () => {
    expect((await admin.api('PUT', PATH, { id: 'setting', type: 'STRING', stringValue: 'kept' })).status).toBe(200);
    const cases: [unknown, string][] = [
      [{ id: 'other', type: 'STRING', stringValue: 'x' }, 'id'],
      [{ id: 'setting', type: 'STRING' }, 'stringValue'],
      [{ id: 'setting', type: 'STRING', stringValue: 'x', listValue: ['x'] }, 'listValue'],
      [{ id: 'setting', type: 'LIST', listValue: ['x'] }, 'type'],
      [{ id: 'setting', type: 'NUMBER', stringValue: '1' }, 'type'],
      [{ id: 'setting', type: 'MAP', mapValue: { a: 1 } }, 'mapValue.a'],
      [{ id: 'setting', type: 'STRING', stringValue: 'x', value: 'x' }, 'value'],
      [{ type: 'STRING', stringValue: 'x' }, 'id'],
    ];
    for (const [body, fieldPath] of cases) {
      const refused = await admin.api('PUT', PATH, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(errorsOf(refused.body), JSON.stringify(body)).toContain(fieldPath);
    }
    expect((await admin.api('GET', PATH)).body).toEqual({ id: 'setting', type: 'STRING', stringValue: 'kept' });
    // A setting changes type by being deleted and created again.
    expect((await admin.api('DELETE', PATH)).status).toBe(204);
    expect((await admin.api('PUT', PATH, { id: 'setting', type: 'LIST', listValue: [] })).status).toBe(200);
  });

  it('refuses an id or bundle name longer than 255 characters', async () => {
    const id = 'i'.repeat(256);
    const refused = await admin.api('PUT', `/configStore/bad-input/${id}`, { id, type: 'STRING', stringValue: 'x' });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)).toContain('id');
    expect((await admin.api('PUT', `/configStore/${'b'.repeat(256)}/x`, { id: 'x', type: 'STRING', stringValue: 'x' })).status).toBe(422);
  });
});

describe('roles', () => {
  it('lets auditors read and refuses them and other administrators any change', async () => {
    const path = '/configStore/roles-bundle/setting';
    expect((await admin.api('PUT', path, { id: 'setting', type: 'STRING', stringValue: 'admin' })).status).toBe(200);
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', path)).status).toBe(200);
    expect((await auditor.api('GET', '/configStore/roles-bundle')).status).toBe(200);
    for (const username of ['auditor', 'crypto', 'useradmin']) {
      const client = server.basic(username, DEMO_PASSWORD);
      expect((await client.api('PUT', path, { id: 'setting', type: 'STRING', stringValue: username })).status, username).toBe(403);
      expect((await client.api('DELETE', path)).status, username).toBe(403);
    }
    expect((await admin.api('GET', path)).body.stringValue).toBe('admin');
  });
});

describe('history, cluster version and persistence', () => {
  it('records each write with its author, bumps the configuration version, reverts, and keeps settings across a restart', async () => {
    const path = '/configStore/history-bundle/setting';
    const store = await server.openStore();
    const version = (await store.getConfigurationState()).version;
    expect((await admin.api('PUT', path, { id: 'setting', type: 'STRING', stringValue: 'one' })).status).toBe(200);
    expect((await admin.api('PUT', path, { id: 'setting', type: 'STRING', stringValue: 'two' })).status).toBe(200);
    expect((await store.getConfigurationState()).version).toBe(version + 2);
    await store.close();
    const history = await admin.api('GET', `/internal/history?path=${encodeURIComponent(path)}`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const entries = history.body.items as { id: number; operation: string; username: string; objectId: string; typeLabel: string; before?: unknown; after?: unknown; revertible: boolean }[];
    expect(entries.map((e) => [e.operation, e.username, e.objectId, e.typeLabel])).toEqual([
      ['UPDATE', 'Administrator', 'history-bundle/setting', 'Configuration Store'],
      ['CREATE', 'Administrator', 'history-bundle/setting', 'Configuration Store'],
    ]);
    expect(entries[0]).toMatchObject({ before: { stringValue: 'one' }, after: { stringValue: 'two' }, revertible: true });
    const reverted = await admin.api('POST', `/internal/history/${entries[0].id}/revert`);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await admin.api('GET', path)).body.stringValue).toBe('one');
    // A deleted setting comes back by its revert (a PUT: the store has no POST).
    expect((await admin.api('DELETE', path)).status).toBe(204);
    const [deletion] = (await admin.api('GET', `/internal/history?path=${encodeURIComponent(path)}`)).body.items as { id: number; operation: string }[];
    expect(deletion.operation).toBe('DELETE');
    expect((await admin.api('POST', `/internal/history/${deletion.id}/revert`)).status).toBe(200);
    const restarted = await server.restart();
    server = restarted;
    admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', path)).body).toEqual({ id: 'setting', type: 'STRING', stringValue: 'one' });
  }, 60_000);
});
