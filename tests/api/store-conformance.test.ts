/**
 * Every store backend keeps the one store contract (src/server/store/store.ts): the same answers
 * on SQLite and PostgreSQL, and no lost update when transactions of several nodes read and write
 * the same data at once (PostgreSQL runs them concurrently under READ COMMITTED).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoredAccount, StoreWriter } from '../../src/server/store/store';
import { backends, type OpenedStore } from './support/stores';
import { createTestDatabase, type TestDatabase } from './support/postgres';
import { openPostgresStore } from '../../src/server/store/postgres-store';

const NS = '/test/scopes';
const NAMES = ['Alpha', 'beta', 'GAMMA', 'delta', 'a%b', 'a_b', 'axb', 'back\\slash', 'Epsilon', 'zeta'];
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
const account = (username: string, passwordHash = 'hash'): StoredAccount => ({ username, passwordHash, doc: { username, roles: ['ADMINISTRATOR'] } });

describe.each(backends)('store on $name', (backend) => {
  let opened: OpenedStore;
  let store: Store;
  beforeAll(async () => {
    opened = await backend.open();
    store = opened.store;
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
      expect(snapshot!.items.length).toBe((await store.listItems(NS)).length + (await store.listItems('/test/other')).length + (await store.listItems('/test/unique')).length + (await store.listItems('/test/crud')).length);
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
