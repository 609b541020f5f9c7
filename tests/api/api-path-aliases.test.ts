/**
 * Authentication policy fragments live at PingFederate's path, /authenticationPolicies/fragments
 * (issue 34, item 8). The path this server used before, /authenticationPolicyFragments, stays an
 * alias for a release: requests and bulk files naming it reach the same objects, and a database
 * written by the earlier version has its fragments, their history and snapshots moved (migration 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRawDatabase } from './support/raw-database';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const FRAGMENTS = '/authenticationPolicies/fragments';
const OLD = '/authenticationPolicyFragments';
const done = (context: string) => ({ action: { type: 'DONE', context } });

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

describe('the old path of fragments', () => {
  it('is an alias: create, read, update and delete there reach the objects at the new path', async () => {
    const created = await admin.api('POST', OLD, { id: 'aliasFragment', name: 'Alias Fragment', rootNode: done('Success') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.api('GET', `${FRAGMENTS}/aliasFragment`)).body.name).toBe('Alias Fragment');
    expect((await admin.api('GET', OLD)).body.items.map((f: { id: string }) => f.id)).toContain('aliasFragment');
    const updated = await admin.api('PUT', `${OLD}/aliasFragment/`, { id: 'aliasFragment', name: 'Alias Fragment 2', rootNode: done('Success') });
    expect(updated.status).toBe(200);
    expect((await admin.api('GET', `${FRAGMENTS}/aliasFragment`)).body.name).toBe('Alias Fragment 2');
    const history = (await admin.api('GET', `/internal/history?path=${encodeURIComponent(`${FRAGMENTS}/aliasFragment`)}`)).body;
    expect(history.items.map((e: { operation: string }) => e.operation)).toEqual(['UPDATE', 'CREATE']);
    expect((await admin.api('DELETE', `${OLD}/aliasFragment`)).status).toBe(204);
    expect((await admin.api('GET', `${FRAGMENTS}/aliasFragment`)).status).toBe(404);
  });

  it('names the same resource type in a bulk file; an export names the new one', async () => {
    const exported = (await admin.api('GET', '/bulk/export')).body;
    const types = exported.operations.map((o: { resourceType: string }) => o.resourceType);
    expect(types).toContain(FRAGMENTS);
    expect(types).not.toContain(OLD);
    const items = (await admin.api('GET', FRAGMENTS)).body.items;
    const file = { metadata: { pfVersion: '12.1.0.4' }, operations: [{ operationType: 'SAVE', resourceType: OLD, items: [...items, { id: 'importedOld', name: 'Imported Old', rootNode: done('Success') }] }] };
    const imported = await admin.api('POST', '/bulk/import?mode=MERGE', file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.skipped ?? []).toEqual([]);
    expect((await admin.api('GET', `${FRAGMENTS}/importedOld`)).body.name).toBe('Imported Old');
  });
});

describe('a database of the earlier version', () => {
  it('has its fragments and their history moved to the new path when the server starts', async () => {
    const raw = await openRawDatabase(server);
    try {
      const doc = JSON.stringify({ id: 'oldStored', name: 'Old Stored', rootNode: done('Success') });
      await raw.query('INSERT INTO collection_items (namespace, id, name, name_lower, doc) VALUES (?, ?, ?, ?, ?)', [OLD, 'oldStored', 'Old Stored', 'old stored', doc]);
      await raw.query(
        'INSERT INTO configuration_history (at, username, kind, namespace, object_id, object_name, operation, before_doc, after_doc, revert_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [Date.now(), 'Administrator', 'collection', OLD, 'oldStored', 'Old Stored', 'CREATE', null, doc, null],
      );
      // As if the server that wrote them had not had migration 8.
      await raw.query('DELETE FROM schema_migrations WHERE version = ?', [8]);
    } finally {
      await raw.close();
    }
    server = await server.restart();
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', `${FRAGMENTS}/oldStored`)).body.name).toBe('Old Stored');
    const history = (await admin.api('GET', `/internal/history?path=${encodeURIComponent(`${FRAGMENTS}/oldStored`)}`)).body;
    expect(history.items.map((e: { operation: string }) => e.operation)).toEqual(['CREATE']);
    const check = await openRawDatabase(server, { readonly: true });
    try {
      expect(await check.query('SELECT id FROM collection_items WHERE namespace = ?', [OLD])).toEqual([]);
    } finally {
      await check.close();
    }
  });
});
