/**
 * Every store backend keeps the one store contract (src/server/store/store.ts): the same answers
 * on SQLite and PostgreSQL, and no lost update when transactions of several nodes read and write
 * the same data at once (PostgreSQL runs them concurrently under READ COMMITTED).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryQuery, NewHistoryEntry, Store, StoredAccount, StoreWriter } from '../../src/server/store/store';
import { backends, type OpenedStore } from './support/stores';
import { createTestDatabase, type TestDatabase } from './support/postgres';
import { openPostgresStore } from '../../src/server/store/postgres-store';

const NS = '/test/scopes';
const NAMES = ['Alpha', 'beta', 'GAMMA', 'delta', 'a%b', 'a_b', 'axb', 'back\\slash', 'Epsilon', 'zeta'];
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
const account = (username: string, passwordHash = 'hash'): StoredAccount => ({ username, passwordHash, doc: { username, roles: ['ADMINISTRATOR'] } });

/**
 * The store, recording the name of every method called on it and on the writers its transactions
 * hand out: the suite's last case checks that every role's every method ran on this backend.
 */
function recorded(store: Store, called: Set<string>): Store {
  const record = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown;
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        called.add(property);
        if (property === 'transaction') return <R>(fn: (tx: StoreWriter) => Promise<R>) => store.transaction((tx) => fn(record(tx)));
        return (value as (...args: unknown[]) => unknown).bind(object);
      },
    });
  return record(store);
}

describe.each(backends)('store on $name', (backend) => {
  let opened: OpenedStore;
  let store: Store;
  /** Every method of the writer a transaction hands out (all roles' reads and writes). */
  let writerMethods: string[] = [];
  const called = new Set<string>();
  beforeAll(async () => {
    opened = await backend.open();
    store = recorded(opened.store, called);
    await opened.store.transaction(async (tx) => {
      const methods = new Set<string>();
      for (let o: object | null = tx; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
        for (const key of Object.getOwnPropertyNames(o)) if (key !== 'constructor' && typeof (tx as unknown as Record<string, unknown>)[key] === 'function') methods.add(key);
      }
      writerMethods = [...methods].sort();
    });
    await store.transaction((tx) => tx.putItems(NS, NAMES.map((name) => ({ id: name, name, doc: { name } }))));
    await store.transaction((tx) => tx.putItems('/test/other', [{ id: 'alpha2', name: 'alpha2', doc: {} }]));
  });
  afterAll(() => opened?.dispose());

  describe('items', () => {
    it('creates, reads, replaces and deletes an item', async () => {
      await store.transaction((tx) => tx.putItem('/test/crud', 'one', 'One', { id: 'one', name: 'One', n: 1 }));
      expect(await store.getItem('/test/crud', 'one')).toEqual({ id: 'one', name: 'One', n: 1 });
      await store.transaction((tx) => tx.putItem('/test/crud', 'one', 'Uno', { id: 'one', name: 'Uno', n: 2 }));
      expect(await store.getItem('/test/crud', 'one')).toEqual({ id: 'one', name: 'Uno', n: 2 });
      expect(await store.findItemsByName('/test/crud', 'UNO')).toEqual([{ id: 'one', doc: { id: 'one', name: 'Uno', n: 2 } }]);
      expect(await store.findItemsByName('/test/crud', 'One')).toEqual([]);
      expect(await store.listItems('/test/crud')).toEqual([{ id: 'one', doc: { id: 'one', name: 'Uno', n: 2 } }]);
      expect(await store.transaction((tx) => tx.deleteItem('/test/crud', 'one'))).toBe(true);
      expect(await store.transaction((tx) => tx.deleteItem('/test/crud', 'one'))).toBe(false);
      expect(await store.getItem('/test/crud', 'one')).toBeUndefined();
    });

    it('finds nothing by a key holding U+0000, and deletes nothing (a path id of %00)', async () => {
      expect(await store.getItem(NS, 'Alpha\0')).toBeUndefined();
      expect(await store.findItemsByName(NS, 'alpha\0')).toEqual([]);
      expect(await store.getSettings('license\0')).toBeUndefined();
      expect(await store.getAccount('admin\0')).toBeUndefined();
      expect(await store.getSecret('owner\0', 'name')).toBeUndefined();
      expect(await store.transaction((tx) => tx.deleteItem(NS, 'Alpha\0'))).toBe(false);
      expect(await store.getItem(NS, 'Alpha')).toEqual({ name: 'Alpha' });
    });

    it('orders by name ignoring case (by code point: %, _ before letters), both ways, within one namespace', async () => {
      const all = await store.queryItems(NS, {});
      expect(all.totalItems).toBe(NAMES.length);
      expect(ids(all)).toEqual(['a%b', 'a_b', 'Alpha', 'axb', 'back\\slash', 'beta', 'delta', 'Epsilon', 'GAMMA', 'zeta']);
      expect(ids(await store.queryItems(NS, { descending: true }))).toEqual([...ids(all)].reverse());
    });

    it('filters literally (% and _ are no wildcards) and ignoring case', async () => {
      expect(ids(await store.queryItems(NS, { filter: '%' }))).toEqual(['a%b']);
      expect(ids(await store.queryItems(NS, { filter: '_' }))).toEqual(['a_b']);
      expect(ids(await store.queryItems(NS, { filter: '\\' }))).toEqual(['back\\slash']);
      expect(ids(await store.queryItems(NS, { filter: 'ALPHA' }))).toEqual(['Alpha']);
      expect(ids(await store.queryItems(NS, { filter: 'a', descending: true }))).toEqual(['zeta', 'GAMMA', 'delta', 'beta', 'back\\slash', 'axb', 'Alpha', 'a_b', 'a%b']);
    });

    it('pages with the right totals: full, short, beyond the end, zero limit', async () => {
      const first = await store.queryItems(NS, { filter: 'a', offset: 0, limit: 4 });
      expect(first).toMatchObject({ totalItems: 9 });
      expect(ids(first)).toEqual(['a%b', 'a_b', 'Alpha', 'axb']);
      const short = await store.queryItems(NS, { filter: 'a', offset: 8, limit: 4 });
      expect(ids(short)).toEqual(['zeta']);
      expect(short.totalItems).toBe(9);
      expect(await store.queryItems(NS, { filter: 'a', offset: 40, limit: 4 })).toEqual({ items: [], totalItems: 9 });
      expect(await store.queryItems(NS, { offset: 0, limit: 0 })).toEqual({ items: [], totalItems: NAMES.length });
      expect(await store.queryItems('/test/empty', { offset: 20, limit: 20 })).toEqual({ items: [], totalItems: 0 });
    });

    it('counts the items sorting before a name', async () => {
      expect(await store.countItemsBefore(NS, undefined, 'c', 'c', false)).toBe(6);
      expect(await store.countItemsBefore(NS, undefined, 'c', 'c', true)).toBe(4);
      expect(await store.countItemsBefore(NS, 'e', 'c', 'c', false)).toBe(1);
    });
  });

  describe('accounts', () => {
    it('inserts an account once; a taken username in any letter case is refused and changes nothing', async () => {
      expect(await store.transaction((tx) => tx.insertAccount(account('Admin', 'first')))).toBe(true);
      expect(await store.transaction((tx) => tx.insertAccount(account('aDMIN', 'second')))).toBe(false);
      expect(await store.getAccount('ADMIN')).toEqual(account('Admin', 'first'));
      expect(await store.transaction((tx) => tx.insertAccount(account('beth')))).toBe(true);
      expect(await store.countAccounts()).toBe(2);
      expect((await store.listAccounts()).map((a) => a.username)).toEqual(['Admin', 'beth']);
    });
  });

  describe('sessions and api tokens', () => {
    it('keeps, touches, lists and deletes sessions; deleting one revokes its tokens', async () => {
      await store.transaction(async (tx) => {
        await tx.putSession({ idHash: 's1', username: 'Admin', createdAt: 1_700_000_000_000, lastSeenAt: 1_700_000_000_000 });
        await tx.putSession({ idHash: 's2', username: 'beth', createdAt: 1_700_000_000_000, lastSeenAt: 1_700_000_000_500 });
        await tx.putApiToken({ tokenHash: 't1', username: 'Admin', sessionIdHash: 's1', expiresAt: 1_700_000_900_000 });
      });
      await store.transaction((tx) => tx.touchSession('s1', 1_700_000_001_000));
      expect(await store.getSession('s1')).toEqual({ idHash: 's1', username: 'Admin', createdAt: 1_700_000_000_000, lastSeenAt: 1_700_000_001_000 });
      expect((await store.listSessions(1_700_000_000_100)).map((s) => s.idHash)).toEqual(['s1', 's2']);
      expect(await store.getApiToken('t1')).toEqual({ tokenHash: 't1', username: 'Admin', sessionIdHash: 's1', expiresAt: 1_700_000_900_000 });
      await store.transaction((tx) => tx.deleteSession('s1'));
      expect(await store.getSession('s1')).toBeUndefined();
      expect(await store.getApiToken('t1')).toBeUndefined();
    });

    it('purges idle sessions with their tokens, and expired tokens', async () => {
      await store.transaction(async (tx) => {
        await tx.putSession({ idHash: 'idle', username: 'Admin', createdAt: 1000, lastSeenAt: 1000 });
        await tx.putSession({ idHash: 'live', username: 'Admin', createdAt: 1000, lastSeenAt: 5000 });
        await tx.putApiToken({ tokenHash: 'of-idle', username: 'Admin', sessionIdHash: 'idle', expiresAt: 9000 });
        await tx.putApiToken({ tokenHash: 'expired', username: 'Admin', sessionIdHash: 'live', expiresAt: 2000 });
        await tx.putApiToken({ tokenHash: 'valid', username: 'Admin', sessionIdHash: 'live', expiresAt: 9000 });
      });
      await store.transaction((tx) => tx.purgeExpired(3000, 4000));
      expect(await store.getSession('idle')).toBeUndefined();
      expect(await store.getSession('live')).toBeDefined();
      expect(await store.getApiToken('of-idle')).toBeUndefined();
      expect(await store.getApiToken('expired')).toBeUndefined();
      expect(await store.getApiToken('valid')).toEqual({ tokenHash: 'valid', username: 'Admin', sessionIdHash: 'live', expiresAt: 9000 });
    });
  });

  describe('login failures', () => {
    it('stores, replaces, purges and deletes failure records', async () => {
      await store.transaction(async (tx) => {
        await tx.putLoginFailures({ key: 'account:a', failures: 1, lastFailureAt: 100, lockedUntil: 0 });
        await tx.putLoginFailures({ key: 'address:1', failures: 5, lastFailureAt: 100, lockedUntil: 10_000 });
        await tx.putLoginFailures({ key: 'account:a', failures: 2, lastFailureAt: 200, lockedUntil: 0 });
      });
      const records = await store.getLoginFailures(['account:a', 'address:1', 'account:none']);
      expect(records.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: 'account:a', failures: 2, lastFailureAt: 200, lockedUntil: 0 },
        { key: 'address:1', failures: 5, lastFailureAt: 100, lockedUntil: 10_000 },
      ]);
      await store.transaction((tx) => tx.purgeLoginFailures(1000, 500)); // address:1 is still locked at 500
      expect((await store.getLoginFailures(['account:a', 'address:1'])).map((r) => r.key)).toEqual(['address:1']);
      await store.transaction((tx) => tx.deleteLoginFailures('address:1'));
      expect(await store.getLoginFailures(['address:1'])).toEqual([]);
    });
  });

  describe('versions of items and settings documents', () => {
    it('gives an item a version on its first write, keeps it for the same document, changes it for another, and never reuses it', async () => {
      const ns = '/test/versions';
      await store.transaction((tx) => tx.putItem(ns, 'one', 'One', { n: 1 }));
      const first = await store.getVersionedItem(ns, 'one');
      expect(first).toEqual({ doc: { n: 1 }, version: expect.stringMatching(/^[0-9a-f]{32}$/) });
      await store.transaction((tx) => tx.putItem(ns, 'one', 'One', { n: 1 }));
      expect((await store.getVersionedItem(ns, 'one'))?.version).toBe(first?.version);
      await store.transaction((tx) => tx.putItem(ns, 'one', 'One', { n: 2 }));
      const second = await store.getVersionedItem(ns, 'one');
      expect(second?.doc).toEqual({ n: 2 });
      expect(second?.version).not.toBe(first?.version);
      await store.transaction((tx) => tx.deleteItem(ns, 'one'));
      expect(await store.getVersionedItem(ns, 'one')).toBeUndefined();
      await store.transaction((tx) => tx.putItems(ns, [{ id: 'one', name: 'One', doc: { n: 1 } }]));
      expect([first?.version, second?.version]).not.toContain((await store.getVersionedItem(ns, 'one'))?.version);
      expect(await store.getVersionedItem(ns, 'one\0')).toBeUndefined();
    });

    it('versions a settings document the same way, and reads it inside a transaction as outside', async () => {
      expect(await store.getVersionedSettings('test/versioned')).toBeUndefined();
      await store.transaction((tx) => tx.putSettings('test/versioned', { a: 1 }));
      const first = await store.getVersionedSettings('test/versioned');
      expect(first).toEqual({ doc: { a: 1 }, version: expect.stringMatching(/^[0-9a-f]{32}$/) });
      await store.transaction((tx) => tx.putSettings('test/versioned', { a: 1 }));
      expect(await store.transaction((tx) => tx.getVersionedSettings('test/versioned'))).toEqual(first);
      await store.transaction((tx) => tx.putSettings('test/versioned', { a: 2 }));
      expect((await store.getVersionedSettings('test/versioned'))?.version).not.toBe(first?.version);
      expect(await store.getVersionedSettings('test/versioned\0')).toBeUndefined();
    });

    it('renews a version with the document unchanged (a secret of it changed), and renews nothing that is not there', async () => {
      await store.transaction((tx) => tx.putItem('/test/versions', 'renewed', 'Renewed', { n: 1 }));
      const item = await store.getVersionedItem('/test/versions', 'renewed');
      await store.transaction((tx) => tx.renewItemVersion('/test/versions', 'renewed'));
      const renewed = await store.getVersionedItem('/test/versions', 'renewed');
      expect(renewed).toEqual({ doc: { n: 1 }, version: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(renewed?.version).not.toBe(item?.version);
      await store.transaction((tx) => tx.renewItemVersion('/test/versions', 'absent'));
      expect(await store.getVersionedItem('/test/versions', 'absent')).toBeUndefined();

      await store.transaction((tx) => tx.putSettings('test/renewed', { a: 1 }));
      const doc = await store.getVersionedSettings('test/renewed');
      await store.transaction((tx) => tx.renewSettingsVersion('test/renewed'));
      const renewedDoc = await store.getVersionedSettings('test/renewed');
      expect(renewedDoc?.doc).toEqual({ a: 1 });
      expect(renewedDoc?.version).not.toBe(doc?.version);
      await store.transaction((tx) => tx.renewSettingsVersion('test/never-saved'));
      expect(await store.getVersionedSettings('test/never-saved')).toBeUndefined();
    });

    it('shows another node the version this one wrote', async () => {
      const peer = await opened.openPeer();
      await store.transaction((tx) => tx.putItem('/test/versions', 'shared', 'Shared', { by: 'this node' }));
      expect(await peer.getVersionedItem('/test/versions', 'shared')).toEqual(await store.getVersionedItem('/test/versions', 'shared'));
    });
  });

  describe('settings, server state, keys and secrets', () => {
    it('replaces settings documents and server state flags', async () => {
      expect(await store.getSettings('test/doc')).toBeUndefined();
      await store.transaction((tx) => tx.putSettings('test/doc', { a: 1, nested: { b: [1, 2] } }));
      await store.transaction((tx) => tx.putSettings('test/doc', { a: 2 }));
      expect(await store.getSettings('test/doc')).toEqual({ a: 2 });
      expect(await store.getServerState()).toEqual({ licenseAgreementAccepted: false, initialSetupComplete: false });
      await store.transaction((tx) => tx.updateServerState({ initialSetupComplete: true }));
      expect(await store.getServerState()).toEqual({ licenseAgreementAccepted: false, initialSetupComplete: true });
    });

    it('keeps keys newest first and secrets by owner and name', async () => {
      const key = (keyId: string) => ({ keyId, creationDate: '2026-01-01T00:00:00.000Z', wrapIv: 'iv', wrapTag: 'tag', wrappedKey: 'k' });
      await store.transaction(async (tx) => {
        await tx.addEncryptionKey(key('k1'));
        await tx.addEncryptionKey(key('k2'));
        await tx.putSecret({ owner: 'o2', name: 'x', keyId: 'k1', iv: 'i', tag: 't', ciphertext: 'c' });
        await tx.putSecret({ owner: 'o1', name: 'y', keyId: 'k1', iv: 'i', tag: 't', ciphertext: 'c' });
        await tx.putSecret({ owner: 'o1', name: 'x', keyId: 'k2', iv: 'i', tag: 't', ciphertext: 'c' });
      });
      expect((await store.listEncryptionKeys()).map((k) => k.keyId)).toEqual(['k2', 'k1']);
      expect((await store.listSecrets()).map((s) => `${s.owner}/${s.name}`)).toEqual(['o1/x', 'o1/y', 'o2/x']);
      await store.transaction((tx) => tx.deleteSecrets('o1'));
      expect((await store.listSecrets()).map((s) => `${s.owner}/${s.name}`)).toEqual(['o2/x']);
    });
  });


  describe('items: streaming and the header search', () => {
    it('streams every document of a namespace in listing order, a batch at a time', async () => {
      const many = Array.from({ length: 2345 }, (_, i) => ({ id: `s${i}`, name: `Stream ${String(i).padStart(4, '0')}`, doc: { i } }));
      await store.transaction((tx) => tx.putItems('/test/stream', many));
      const docs: string[] = [];
      for await (const text of store.streamItemDocs('/test/stream')) docs.push(text);
      expect(docs.map((text) => (JSON.parse(text) as { i: number }).i)).toEqual(many.map((item) => item.doc.i));
      const none: string[] = [];
      for await (const text of store.streamItemDocs('/test/no-such-stream')) none.push(text);
      expect(none).toEqual([]);
    });

    it('finds names containing the text and ids starting with it, per namespace, exact first', async () => {
      const hits = await store.searchItems({ text: 'alph', namespaces: [NS, '/test/other'], limitPerNamespace: 5 });
      expect(hits).toEqual([
        { namespace: NS, id: 'Alpha', name: 'Alpha' },
        { namespace: '/test/other', id: 'alpha2', name: 'alpha2' },
      ]);
      // Names starting with one letter; one more than kept tells that more match.
      expect((await store.searchItems({ text: 'A', namespaces: [NS], limitPerNamespace: 1 })).map((hit) => hit.id)).toEqual(['a%b', 'a_b']);
      expect(await store.searchItems({ text: 'alpha', namespaces: [], limitPerNamespace: 5 })).toEqual([]);
    });
  });

  describe('accounts: changes and the header search', () => {
    it('updates an account with or without its password, ignoring case; never inserts', async () => {
      await store.transaction((tx) => tx.insertAccount(account('Carol', 'old')));
      expect(await store.transaction((tx) => tx.updateAccount('CAROL', { doc: { username: 'Carol', roles: [] } }))).toBe(true);
      expect(await store.getAccount('carol')).toEqual({ username: 'Carol', passwordHash: 'old', doc: { username: 'Carol', roles: [] } });
      expect(await store.transaction((tx) => tx.updateAccount('carol', { doc: { username: 'Carol' }, passwordHash: 'new' }))).toBe(true);
      expect(await store.getAccount('Carol')).toEqual({ username: 'Carol', passwordHash: 'new', doc: { username: 'Carol' } });
      expect(await store.transaction((tx) => tx.updateAccount('nobody', { doc: {} }))).toBe(false);
      expect(await store.getAccount('nobody')).toBeUndefined();
    });

    it('deletes an account with its sessions and their tokens, not the sessions of others', async () => {
      await store.transaction(async (tx) => {
        await tx.insertAccount(account('Dora'));
        await tx.putSession({ idHash: 'dora-s', username: 'Dora', createdAt: 1, lastSeenAt: 1 });
        await tx.putApiToken({ tokenHash: 'dora-t', username: 'Dora', sessionIdHash: 'dora-s', expiresAt: 9_000_000_000_000 });
        await tx.putSession({ idHash: 'other-s', username: 'beth', createdAt: 1, lastSeenAt: 1 });
      });
      expect(await store.transaction((tx) => tx.deleteAccount('DORA'))).toBe(true);
      expect(await store.transaction((tx) => tx.deleteAccount('dora'))).toBe(false);
      expect(await store.getAccount('Dora')).toBeUndefined();
      expect(await store.getSession('dora-s')).toBeUndefined();
      expect(await store.getApiToken('dora-t')).toBeUndefined();
      expect(await store.getSession('other-s')).toBeDefined();
    });

    it('searches usernames containing the text, those starting with it first, literally', async () => {
      await store.transaction(async (tx) => {
        for (const username of ['xsearch', 'Axsearch', 'bxsearchb', 'x%search']) await tx.insertAccount(account(username));
      });
      expect(await store.searchAccounts('XSEARCH', 10)).toEqual(['xsearch', 'Axsearch', 'bxsearchb']);
      expect(await store.searchAccounts('xsearch', 2)).toEqual(['xsearch', 'Axsearch']);
      expect(await store.searchAccounts('x%', 10)).toEqual(['x%search']);
    });
  });

  describe('sessions: ending those of an account', () => {
    it('ends every session of an account ignoring case, with their tokens, but the one kept', async () => {
      await store.transaction(async (tx) => {
        await tx.putSession({ idHash: 'e1', username: 'Erin', createdAt: 1, lastSeenAt: 1 });
        await tx.putSession({ idHash: 'e2', username: 'erin', createdAt: 1, lastSeenAt: 1 });
        await tx.putApiToken({ tokenHash: 'e1-t', username: 'Erin', sessionIdHash: 'e1', expiresAt: 9_000_000_000_000 });
        await tx.putApiToken({ tokenHash: 'e2-t', username: 'erin', sessionIdHash: 'e2', expiresAt: 9_000_000_000_000 });
        await tx.putApiToken({ tokenHash: 'e-sessionless', username: 'ERIN', sessionIdHash: null, expiresAt: 9_000_000_000_000 });
      });
      await store.transaction((tx) => tx.endSessionsOf('ERIN', 'e2'));
      expect(await store.getSession('e1')).toBeUndefined();
      expect(await store.getApiToken('e1-t')).toBeUndefined();
      expect(await store.getApiToken('e-sessionless')).toBeUndefined();
      expect(await store.getSession('e2')).toBeDefined();
      expect(await store.getApiToken('e2-t')).toBeDefined();
      await store.transaction((tx) => tx.endSessionsOf('erin'));
      expect(await store.getSession('e2')).toBeUndefined();
      expect(await store.getApiToken('e2-t')).toBeUndefined();
    });

    it('purges sessions created before a time, however recently seen', async () => {
      await store.transaction((tx) => tx.putSession({ idHash: 'old-but-busy', username: 'Admin', createdAt: 10, lastSeenAt: 1_000_000 }));
      await store.transaction((tx) => tx.purgeExpired(0, 0, 11));
      expect(await store.getSession('old-but-busy')).toBeUndefined();
    });
  });

  describe('secrets: one secret', () => {
    it('reads, replaces and deletes one secret of an owner, leaving the owner\'s others', async () => {
      const secret = (name: string, ciphertext: string) => ({ owner: 'plugin-1', name, keyId: 'k1', iv: 'i', tag: 't', ciphertext });
      await store.transaction(async (tx) => {
        await tx.putSecret(secret('b', 'one'));
        await tx.putSecret(secret('a', 'two'));
        await tx.putSecret(secret('b', 'three'));
      });
      expect(await store.getSecret('plugin-1', 'b')).toEqual(secret('b', 'three'));
      expect(await store.getSecret('plugin-1', 'none')).toBeUndefined();
      expect((await store.listSecretsOf('plugin-1')).map((s) => s.name)).toEqual(['a', 'b']);
      await store.transaction((tx) => tx.deleteSecrets('plugin-1', 'b'));
      expect(await store.listSecretsOf('plugin-1')).toEqual([secret('a', 'two')]);
      expect(await store.listSecretsOf('nobody')).toEqual([]);
    });
  });

  describe('history', () => {
    const entry = (at: number, over: Partial<NewHistoryEntry> = {}): NewHistoryEntry => ({
      at,
      username: 'Admin',
      kind: 'item',
      namespace: '/test/history',
      objectId: 'h1',
      objectName: 'H1',
      operation: 'UPDATE',
      ...over,
    });

    it('appends entries and answers their ids in order; reads one back whole', async () => {
      const before = (await store.getConfigurationState()).version;
      const ids = await store.transaction((tx) =>
        tx.addHistoryEntries([
          entry(1000, { operation: 'CREATE', after: { name: 'H1', n: 1 } }),
          entry(2000, { before: { name: 'H1', n: 1 }, after: { name: 'H1', n: 2 } }),
          entry(3000, { operation: 'DELETE', before: { name: 'H1', n: 2 }, revertOf: 1 }),
        ]),
      );
      expect(ids).toHaveLength(3);
      expect(ids[1]).toBeGreaterThan(ids[0]);
      expect(ids[2]).toBeGreaterThan(ids[1]);
      expect(await store.getHistoryEntry(ids[0])).toEqual({ id: ids[0], ...entry(1000, { operation: 'CREATE', after: { name: 'H1', n: 1 } }) });
      expect(await store.getHistoryEntry(ids[2])).toEqual({ id: ids[2], ...entry(3000, { operation: 'DELETE', before: { name: 'H1', n: 2 }, revertOf: 1 }) });
      expect(await store.getHistoryEntry(ids[2] + 1000)).toBeUndefined();
      // History is not configuration.
      expect((await store.getConfigurationState()).version).toBe(before);
    });

    it('pages newest first with the total, under every condition given', async () => {
      await store.transaction((tx) =>
        tx.addHistoryEntries([
          entry(5000, { namespace: '/test/history-q', objectId: 'a', username: 'Fay' }),
          entry(6000, { namespace: '/test/history-q', objectId: 'b', username: 'fay' }),
          entry(7000, { namespace: '/test/history-q', objectId: 'a', username: 'Gus' }),
          entry(8000, { namespace: '/test/history-hidden', objectId: 'a', username: 'Fay' }),
        ]),
      );
      const page = (query: Partial<HistoryQuery>) =>
        store.queryHistory({ namespaces: ['/test/history-q'], offset: 0, limit: 10, ...query }).then((p) => ({ total: p.totalItems, at: p.entries.map((e) => e.at) }));
      expect(await page({})).toEqual({ total: 3, at: [7000, 6000, 5000] });
      expect(await page({ offset: 1, limit: 1 })).toEqual({ total: 3, at: [6000] });
      expect(await page({ offset: 5 })).toEqual({ total: 3, at: [] });
      expect(await page({ objectId: 'a' })).toEqual({ total: 2, at: [7000, 5000] });
      expect(await page({ username: 'FAY' })).toEqual({ total: 2, at: [6000, 5000] });
      expect(await page({ from: 6000, to: 7000 })).toEqual({ total: 1, at: [6000] });
      expect(await page({ namespaces: ['/test/history-q', '/test/history-hidden'], objectId: 'a', username: 'fay' })).toEqual({ total: 2, at: [8000, 5000] });
      expect(await page({ namespaces: ['/test/history-q', '/test/history-hidden'], namespace: '/test/history-hidden' })).toEqual({ total: 1, at: [8000] });
      expect(await page({ namespaces: [] })).toEqual({ total: 0, at: [] });
      expect(await page({ objectId: 'a\0' })).toEqual({ total: 0, at: [] });
    });

    it('forgets entries made before the retention time', async () => {
      await store.transaction((tx) => tx.purgeHistory(5500));
      const left = await store.queryHistory({ namespaces: ['/test/history', '/test/history-q'], offset: 0, limit: 10 });
      expect(left.entries.map((e) => e.at)).toEqual([7000, 6000]);
    });
  });

  describe('transactions', () => {
    it('rolls every write back when the transaction fails', async () => {
      const failure = store.transaction(async (tx) => {
        await tx.putSettings('test/rollback', { written: true });
        await tx.putItem('/test/rollback', 'r', 'r', {});
        await tx.insertAccount(account('rolled-back'));
        throw new Error('refused half-way');
      });
      await expect(failure).rejects.toThrow('refused half-way');
      expect(await store.getSettings('test/rollback')).toBeUndefined();
      expect(await store.getItem('/test/rollback', 'r')).toBeUndefined();
      expect(await store.getAccount('rolled-back')).toBeUndefined();
    });

    it('refuses writes outside a transaction', async () => {
      let escaped: Parameters<Parameters<Store['transaction']>[0]>[0] | undefined;
      await store.transaction(async (tx) => {
        escaped = tx;
      });
      await expect(escaped!.putSettings('test/escaped', {})).rejects.toThrow('inside store.transaction()');
      expect(await store.getSettings('test/escaped')).toBeUndefined();
    });
  });

  describe('configuration version and snapshots', () => {
    const version = async () => (await store.getConfigurationState()).version;

    it('goes up once per transaction that changes configuration, and not for sessions, tokens or login failures', async () => {
      const start = await version();
      await store.transaction(async (tx) => {
        await tx.putItem('/test/versioned', 'v1', 'V1', {});
        await tx.putSettings('test/versioned', { on: true });
      });
      expect(await version()).toBe(start + 1);
      const writes: ((tx: StoreWriter) => Promise<unknown>)[] = [
        (tx) => tx.deleteItem('/test/versioned', 'v1'),
        (tx) => tx.insertAccount(account(`versioned-${start}`)),
        (tx) => tx.updateServerState({ licenseAgreementAccepted: true }),
        (tx) => tx.addEncryptionKey({ keyId: `vk-${start}`, creationDate: '2026-01-01T00:00:00.000Z', wrapIv: 'i', wrapTag: 't', wrappedKey: 'k' }),
        (tx) => tx.putSecret({ owner: 'versioned', name: 's', keyId: `vk-${start}`, iv: 'i', tag: 't', ciphertext: 'x' }),
        (tx) => tx.deleteSecrets('versioned'),
      ];
      for (const write of writes) {
        const before = await version();
        await store.transaction(write);
        expect(await version()).toBe(before + 1);
      }
      const before = await version();
      await store.transaction(async (tx) => {
        await tx.putSession({ idHash: `vs-${start}`, username: 'a', createdAt: 1, lastSeenAt: 1 });
        await tx.touchSession(`vs-${start}`, 2);
        await tx.putApiToken({ tokenHash: `vt-${start}`, username: 'a', sessionIdHash: `vs-${start}`, expiresAt: 3 });
        await tx.putLoginFailures({ key: `account:v-${start}`, failures: 1, lastFailureAt: 1, lockedUntil: 0 });
        await tx.deleteLoginFailures(`account:v-${start}`);
        await tx.deleteSession(`vs-${start}`);
      });
      await store.transaction(async (tx) => tx.getSettings('test/versioned'));
      expect(await version()).toBe(before);
    });

    it('keeps the version of a transaction that rolled back', async () => {
      const before = await version();
      await expect(
        store.transaction(async (tx) => {
          await tx.putSettings('test/versioned', { on: false });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await version()).toBe(before);
    });

    it('publishes a snapshot of the configuration at its version; a later change needs replication again', async () => {
      await store.transaction((tx) => tx.putSettings('test/published', { n: 1 }));
      const changed = await store.getConfigurationState();
      expect(changed.replicatedVersion).toBeLessThan(changed.version);
      expect(changed.updatedAt).toEqual(expect.any(Number));

      const published = await store.transaction((tx) => tx.publishConfiguration(1_700_000_000_000));
      expect(published).toMatchObject({ version: changed.version, replicatedVersion: changed.version, replicatedAt: 1_700_000_000_000 });
      const snapshot = await store.getLatestSnapshot();
      expect(snapshot).toMatchObject({ version: changed.version, createdAt: 1_700_000_000_000, configurationUpdatedAt: changed.updatedAt });
      expect(snapshot!.settings).toContainEqual({ key: 'test/published', doc: { n: 1 } });
      expect(snapshot!.items).toContainEqual({ namespace: NS, id: 'a%b', name: 'a%b', doc: { name: 'a%b' } });
      expect(snapshot!.items.length).toBe((await store.listItems(NS)).length + (await store.listItems('/test/other')).length + (await store.listItems('/test/unique')).length + (await store.listItems('/test/crud')).length + (await store.listItems('/test/stream')).length + (await store.listItems('/test/versions')).length);
      // Publishing is not a configuration change.
      expect((await store.getConfigurationState()).version).toBe(changed.version);

      await store.transaction((tx) => tx.putSettings('test/published', { n: 2 }));
      const after = await store.getConfigurationState();
      expect(after).toMatchObject({ version: changed.version + 1, replicatedVersion: changed.version });
      // The published copy keeps what was published, not the later change.
      expect((await store.getLatestSnapshot())!.settings).toContainEqual({ key: 'test/published', doc: { n: 1 } });
      await store.transaction((tx) => tx.publishConfiguration(1_700_000_000_001));
      expect((await store.getLatestSnapshot())!.settings).toContainEqual({ key: 'test/published', doc: { n: 2 } });
    });
  });

  describe('concurrent writers (two nodes on the same data)', () => {
    const WRITERS_PER_NODE = 8;

    /** Runs `increment` WRITERS_PER_NODE times on each node, all at once. */
    async function onTwoNodes(increment: (node: Store) => Promise<unknown>): Promise<void> {
      const nodes = [store, await opened.openPeer()];
      await Promise.all(nodes.flatMap((node) => Array.from({ length: WRITERS_PER_NODE }, () => increment(node))));
    }

    it('applies every read-modify-write of one settings document (no lost update)', async () => {
      await onTwoNodes((node) =>
        node.transaction(async (tx) => {
          const doc = (await tx.getSettings('test/counter')) ?? { count: 0 };
          await tx.putSettings('test/counter', { count: (doc.count as number) + 1 });
        }),
      );
      expect(await store.getSettings('test/counter')).toEqual({ count: 2 * WRITERS_PER_NODE });
    });

    it('applies every increment of one login-failure counter (no lost update)', async () => {
      await onTwoNodes((node) =>
        node.transaction(async (tx) => {
          const [record] = await tx.getLoginFailures(['account:shared']);
          await tx.putLoginFailures({ key: 'account:shared', failures: (record?.failures ?? 0) + 1, lastFailureAt: 1, lockedUntil: 0 });
        }),
      );
      expect(await store.getLoginFailures(['account:shared'])).toEqual([{ key: 'account:shared', failures: 2 * WRITERS_PER_NODE, lastFailureAt: 1, lockedUntil: 0 }]);
    });

    it('creates one item of a name when several nodes check for it and create it at once', async () => {
      await onTwoNodes((node) =>
        node.transaction(async (tx) => {
          if ((await tx.findItemsByName('/test/unique', 'Shared')).length > 0) return;
          const count = (await tx.listItems('/test/unique')).length;
          await tx.putItem('/test/unique', `id-${count}-${Math.random()}`, 'Shared', {});
        }),
      );
      expect(await store.listItems('/test/unique')).toHaveLength(1);
    });

    it('gives concurrently added encryption keys distinct places (the generated sequence)', async () => {
      let n = 0;
      await onTwoNodes((node) =>
        node.transaction((tx) => tx.addEncryptionKey({ keyId: `c${n++}`, creationDate: '2026-01-01T00:00:00.000Z', wrapIv: 'i', wrapTag: 't', wrappedKey: 'k' })),
      );
      const keys = await store.listEncryptionKeys();
      expect(keys.filter((k) => k.keyId.startsWith('c'))).toHaveLength(2 * WRITERS_PER_NODE);
    });
  });

  it('says whether the database is embedded, and where the data lives without credentials', () => {
    expect(store.embedded).toBe(backend.expected.embedded);
    expect(store.location).toMatch(backend.expected.location);
  });

  // Last: every part of every role ran above, on this backend.
  it('ran every method of every role', () => {
    expect(writerMethods.length).toBeGreaterThan(40);
    expect(writerMethods.filter((method) => !called.has(method))).toEqual([]);
  });
});

/** PostgreSQL only: SQLite runs one transaction at a time, so two can never wait for each other. */
describe('store on postgres: transactions that deadlock', () => {
  let database: TestDatabase;
  let nodes: Store[];
  beforeAll(async () => {
    database = await createTestDatabase();
    nodes = [await openPostgresStore(database.url), await openPostgresStore(database.url)];
  });
  afterAll(async () => {
    for (const node of nodes ?? []) await node.close();
    await database?.drop();
  });

  it('runs again the transaction the database aborted, so both apply exactly once', async () => {
    const signal = () => {
      let done!: () => void;
      return { promise: new Promise<void>((resolve) => (done = resolve)), done: () => done() };
    };
    const holds = { x: signal(), y: signal() };
    let runs = 0;
    /** Locks `first`, waits until the other transaction holds `second`, then wants `second` too. */
    const increment = (node: Store, first: 'x' | 'y', second: 'x' | 'y') =>
      node.transaction(async (tx) => {
        runs++;
        const a = (await tx.getSettings(`test/${first}`))?.count ?? 0;
        holds[first].done();
        await holds[second].promise;
        const b = (await tx.getSettings(`test/${second}`))?.count ?? 0;
        await tx.putSettings(`test/${first}`, { count: (a as number) + 1 });
        await tx.putSettings(`test/${second}`, { count: (b as number) + 1 });
      });
    await Promise.all([increment(nodes[0], 'x', 'y'), increment(nodes[1], 'y', 'x')]);
    expect(runs).toBe(3); // the deadlock victim ran twice
    expect(await nodes[0].getSettings('test/x')).toEqual({ count: 2 });
    expect(await nodes[0].getSettings('test/y')).toEqual({ count: 2 });
  });
});
