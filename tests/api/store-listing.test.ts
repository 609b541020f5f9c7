/** The store's SQL listing (filter, order, page, totals) and bulk insert, without HTTP. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import type { Store } from '../../src/server/store/store';

let dataDir: string;
let store: Store;
const NS = '/test/scopes';
const NAMES = ['Alpha', 'beta', 'GAMMA', 'delta', 'a%b', 'a_b', 'axb', 'back\\slash', 'Epsilon', 'zeta'];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-store-test-'));
  store = await openSqliteStore(dataDir);
  await store.transaction((tx) => tx.putItems(NS, NAMES.map((name) => ({ id: name, name, doc: { name } }))));
  await store.transaction((tx) => tx.putItems('/test/other', [{ id: 'alpha2', name: 'alpha2', doc: {} }]));
});
afterAll(async () => {
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

describe('queryItems', () => {
  it('orders by name ignoring case, both ways, within one namespace', async () => {
    const all = await store.queryItems(NS, {});
    expect(all.totalItems).toBe(NAMES.length);
    expect(ids(all)).toEqual(['a%b', 'a_b', 'Alpha', 'axb', 'back\\slash', 'beta', 'delta', 'Epsilon', 'GAMMA', 'zeta']);
    expect(ids(await store.queryItems(NS, { descending: true }))).toEqual([...ids(all)].reverse());
  });

  it('filters literally and ignoring case', async () => {
    expect(ids(await store.queryItems(NS, { filter: 'A' }))).toEqual(['a%b', 'a_b', 'Alpha', 'axb', 'back\\slash', 'beta', 'delta', 'GAMMA', 'zeta']);
    expect(ids(await store.queryItems(NS, { filter: '%' }))).toEqual(['a%b']);
    expect(ids(await store.queryItems(NS, { filter: '_' }))).toEqual(['a_b']);
    expect(ids(await store.queryItems(NS, { filter: '\\' }))).toEqual(['back\\slash']);
    expect(ids(await store.queryItems(NS, { filter: 'ALPHA' }))).toEqual(['Alpha']);
  });

  it('pages with the right totals: full, short, empty beyond the end, zero limit', async () => {
    expect(await store.queryItems(NS, { filter: 'a', offset: 0, limit: 4 })).toMatchObject({ totalItems: 9 });
    const short = await store.queryItems(NS, { filter: 'a', offset: 8, limit: 4 });
    expect(ids(short)).toEqual(['zeta']);
    expect(short.totalItems).toBe(9);
    const beyond = await store.queryItems(NS, { filter: 'a', offset: 40, limit: 4 });
    expect(beyond).toEqual({ items: [], totalItems: 9 });
    expect(await store.queryItems(NS, { filter: 'nothing', offset: 0, limit: 4 })).toEqual({ items: [], totalItems: 0 });
    expect(await store.queryItems(NS, { offset: 0, limit: 0 })).toEqual({ items: [], totalItems: NAMES.length });
    expect(await store.queryItems('/test/empty', { offset: 20, limit: 20 })).toEqual({ items: [], totalItems: 0 });
  });

  it('counts the items sorting before a name', async () => {
    expect(await store.countItemsBefore(NS, undefined, 'c', 'c', false)).toBe(6);
    expect(await store.countItemsBefore(NS, undefined, 'c', 'c', true)).toBe(4);
    expect(await store.countItemsBefore(NS, 'e', 'c', 'c', false)).toBe(1);
  });
});
