/**
 * The history recorder (recording-store.ts) on both backends: a change and its entry commit or roll
 * back together; writing an object twice in one transaction is one change, and a change that ends
 * where it started is none; entries carry the author of the running request and mask secrets;
 * namespaces outside the catalog are not recorded; the retention forgets old entries; queries
 * filter by namespace list, object, user (ignoring case) and time, newest first, paged. Secrets,
 * kept apart from their objects, and accounts' passwords: a change of them alone is a change of
 * the object, masked; one written back as it was (or re-encrypted by a key rotation) is none.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChangeAuthor } from '../../src/server/services/change-author';
import { recordingHistory } from '../../src/server/features/history/recording-store';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import type { Store } from '../../src/server/store/store';
import { backends, type OpenedStore } from './support/stores';

const NS = '/test/things';
const ALL = [NS, '/test/settings', '/administrativeAccounts'];
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('history recording on $name', (backend) => {
  let opened: OpenedStore;
  let store: Store;
  let keys: ConfigurationKeys;
  let clock = Date.UTC(2026, 10, 1);
  beforeAll(async () => {
    opened = await backend.open();
    store = recordingHistory(opened.store, {
      nameOf: (namespace, id, doc) => (ALL.includes(namespace) ? String(doc?.name ?? id) : undefined),
      now: () => clock,
      retentionMs: 30 * DAY,
      secrets: {
        plaintextsOf: (reader, owner) => keys.plaintextsOf(owner, reader),
        // Owners here are `<namespace>/<id>`, or a settings key.
        objectOf: (owner) => (owner.startsWith(`${NS}/`) ? { kind: 'item', namespace: NS, id: owner.slice(NS.length + 1) } : ALL.includes(owner) ? { kind: 'settings', namespace: owner, id: owner } : undefined),
      },
    });
    keys = new ConfigurationKeys(store, randomBytes(32));
    await keys.ensureKey();
  }, 60_000);
  afterAll(() => opened?.dispose());

  const history = (query: Partial<Parameters<Store['queryHistory']>[0]> = {}) => store.queryHistory({ namespaces: ALL, offset: 0, limit: 50, ...query });

  it('records a change with its author in the same transaction, and nothing when the transaction rolls back', async () => {
    await withChangeAuthor('alice', () => store.transaction((tx) => tx.putItem(NS, 'a', 'Thing A', { id: 'a', name: 'Thing A', password: 'p4ss', nested: { list: [1, 2] } })));
    await expect(
      withChangeAuthor('bob', () =>
        store.transaction(async (tx) => {
          await tx.putItem(NS, 'b', 'Thing B', { id: 'b', name: 'Thing B' });
          throw new Error('refused halfway');
        }),
      ),
    ).rejects.toThrow('refused halfway');
    expect(await store.getItem(NS, 'b')).toBeUndefined();
    const { entries } = await history({ namespace: NS });
    expect(entries.map((e) => [e.operation, e.username, e.objectId, e.objectName])).toEqual([['CREATE', 'alice', 'a', 'Thing A']]);
    expect(entries[0].after).toEqual({ id: 'a', name: 'Thing A', password: '********', nested: { list: [1, 2] } });
    // The stored object keeps what was written; only the history masks it.
    expect((await store.getItem(NS, 'a'))?.password).toBe('p4ss');
  });

  it('records one change per object and transaction, none for a write that changes nothing', async () => {
    clock += 1000;
    await withChangeAuthor('alice', () =>
      store.transaction(async (tx) => {
        await tx.putItem(NS, 'a', 'Thing A', { id: 'a', name: 'Thing A', password: 'p4ss', nested: { list: [1, 3] } });
        await tx.putItem(NS, 'a', 'Thing A2', { id: 'a', name: 'Thing A2', password: 'p4ss', nested: { list: [1, 3, 4] } });
        await tx.putItem(NS, 'c', 'Temp', { id: 'c', name: 'Temp' });
        await tx.deleteItem(NS, 'c');
      }),
    );
    await store.transaction((tx) => tx.putItem(NS, 'a', 'Thing A2', { id: 'a', name: 'Thing A2', password: 'p4ss', nested: { list: [1, 3, 4] } }));
    const { entries } = await history({ namespace: NS, objectId: 'a' });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ operation: 'UPDATE', objectName: 'Thing A2', before: { nested: { list: [1, 2] } }, after: { nested: { list: [1, 3, 4] } } });
    expect((await history({ objectId: 'c' })).totalItems).toBe(0);
  });

  it('records settings, accounts and deletions; leaves namespaces outside the catalog alone', async () => {
    clock += 1000;
    await withChangeAuthor('Carol', () =>
      store.transaction(async (tx) => {
        await tx.putSettings('/test/settings', { name: 'Test Settings', on: true });
        await tx.putSettings('userPreferences:carol', { shortcuts: [] });
        await tx.deleteItem(NS, 'a');
        await tx.insertAccount({ username: 'Dave', passwordHash: 'hash-never-recorded', doc: { username: 'Dave', roles: ['ADMINISTRATOR'] } });
      }),
    );
    // Newest first: within one transaction, the last change first.
    const { entries } = await history({ username: 'CAROL' });
    expect(entries.map((e) => [e.kind, e.operation, e.namespace, e.objectId])).toEqual([
      ['account', 'CREATE', '/administrativeAccounts', 'Dave'],
      ['item', 'DELETE', NS, 'a'],
      ['settings', 'CREATE', '/test/settings', '/test/settings'],
    ]);
    expect(entries[1].after).toBeUndefined();
    expect(entries[1].objectName).toBe('Thing A2');
    expect(JSON.stringify(entries)).not.toContain('hash-never-recorded');
  });

  it('records a secret written alone as an update of its object, masked; one written back as it was, or re-encrypted, as none', async () => {
    clock += 1000;
    await store.transaction((tx) => tx.putItem(NS, 's', 'Secret Thing', { id: 's', name: 'Secret Thing', auth: { type: 'SECRET' } }));
    const owner = `${NS}/s`;
    await withChangeAuthor('erin', () => store.transaction((tx) => keys.putSecret(tx, owner, 'auth.secret', 'first-Secret-1')));
    // The same secret again (a form passing back its encrypted value), and a key rotation: no change.
    await withChangeAuthor('erin', () =>
      store.transaction(async (tx) => {
        await tx.deleteSecrets(owner);
        await keys.putSecret(tx, owner, 'auth.secret', 'first-Secret-1');
      }),
    );
    await keys.rotate();
    await withChangeAuthor('frank', () => store.transaction((tx) => keys.putSecret(tx, owner, 'auth.secret', 'second-Secret-2')));
    await withChangeAuthor('frank', () => store.transaction((tx) => tx.deleteSecrets(owner)));

    const { entries } = await history({ namespace: NS, objectId: 's' });
    expect(entries.map((e) => [e.operation, e.username])).toEqual([
      ['UPDATE', 'frank'],
      ['UPDATE', 'frank'],
      ['UPDATE', 'erin'],
      ['CREATE', 'system'],
    ]);
    const [removed, changed, first] = entries;
    expect([first.before, first.after]).toEqual([
      { id: 's', name: 'Secret Thing', auth: { type: 'SECRET' } },
      { id: 's', name: 'Secret Thing', auth: { type: 'SECRET', secret: 'secret changed' } },
    ]);
    expect([changed.before?.auth, changed.after?.auth]).toEqual([
      { type: 'SECRET', secret: '********' },
      { type: 'SECRET', secret: 'secret changed' },
    ]);
    expect([removed.before?.auth, removed.after?.auth]).toEqual([{ type: 'SECRET', secret: '********' }, { type: 'SECRET' }]);
    expect(JSON.stringify(entries)).not.toMatch(/first-Secret|second-Secret/);
  });

  it('records a secret of a settings document, and an account\'s new password, masked', async () => {
    clock += 1000;
    await store.transaction((tx) => tx.putSettings('/test/settings', { name: 'Test Settings', mail: { host: 'smtp.example.com' } }));
    await withChangeAuthor('grace', () => store.transaction((tx) => keys.putSecret(tx, '/test/settings', 'mail.password', 'mail-Secret-3')));
    const [settings] = (await history({ namespace: '/test/settings' })).entries;
    expect(settings).toMatchObject({ operation: 'UPDATE', username: 'grace', after: { mail: { host: 'smtp.example.com', password: 'secret changed' } } });

    const account = (await store.getAccount('Dave'))!;
    await withChangeAuthor('grace', () => store.transaction((tx) => tx.updateAccount('Dave', { doc: account.doc, passwordHash: 'new-hash-never-recorded' })));
    // Writing the account as it is, its hash too, changes nothing.
    await store.transaction((tx) => tx.updateAccount('Dave', { doc: account.doc, passwordHash: 'new-hash-never-recorded' }));
    const [reset, creation] = (await history({ namespace: '/administrativeAccounts', objectId: 'Dave' })).entries;
    expect(reset).toMatchObject({ operation: 'UPDATE', username: 'grace', before: { ...account.doc, password: '********' }, after: { ...account.doc, password: 'secret changed' } });
    expect(creation).toMatchObject({ operation: 'CREATE', after: { password: '********' } });
    expect(JSON.stringify([settings, reset])).not.toMatch(/mail-Secret|hash-never/);
  });

  it('filters by the namespaces given and by time, newest first, paged', async () => {
    expect((await history({ namespaces: [NS] })).entries.every((e) => e.namespace === NS)).toBe(true);
    const all = await history();
    const page = await history({ offset: 1, limit: 2 });
    expect(page.totalItems).toBe(all.totalItems);
    expect(page.entries.map((e) => e.id)).toEqual(all.entries.slice(1, 3).map((e) => e.id));
    expect(all.entries.map((e) => e.id)).toEqual([...all.entries.map((e) => e.id)].sort((a, b) => b - a));
    const last = all.entries[0].at;
    expect((await history({ from: last })).entries.every((e) => e.at >= last)).toBe(true);
    expect((await history({ to: last })).entries.every((e) => e.at < last)).toBe(true);
  });

  it('forgets entries older than the retention when a later change commits', async () => {
    const before = (await history()).totalItems;
    clock += 40 * DAY;
    await store.transaction((tx) => tx.putItem(NS, 'd', 'Thing D', { id: 'd', name: 'Thing D' }));
    const after = await history();
    expect(before).toBeGreaterThan(1);
    expect(after.entries.map((e) => e.objectId)).toEqual(['d']);
  });
});
