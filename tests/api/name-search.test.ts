/**
 * Substring search of collection names through the search index (SQLite FTS5 trigram, PostgreSQL
 * pg_trgm): every filter finds exactly what a literal, case-insensitive substring test finds, in
 * the same order and pages, whether the index serves it (3+ characters, no LIKE wildcards) or not,
 * and deep pages (which seek to remembered anchors) hold the same names as the plain walk;
 * and a remembered total never outlives a change, also one made through another connection.
 */
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import type { Store } from '../../src/server/store/store';
import { backends, type OpenedStore } from './support/stores';

const NS = '/test/names';
const WORDS = ['Read', 'write', 'ADMIN', 'Überweisung', 'çava', 'a%b', 'x_y', 'back\\slash', 'ﬁle', 'data.store'];
/** 2,600 names: 'item' matches all (more than the index path takes), a word a tenth, a number a few. */
const NAMES = Array.from({ length: 2600 }, (_, i) => `${WORDS[i % WORDS.length]}-item-${String(i).padStart(4, '0')}${i % 7 === 0 ? 'Read' : ''}`);
const FILTERS = ['', 'item', 'ITEM-0', 'read', 'READ', 'rea', 're', 'r', 'admin-00', 'überw', 'ÜBERW', 'çav', 'a%b', '%', '_', 'x_y', 'back\\', '\\', 'ﬁl', 'data.', '-0001', '0001', '999', 'no such name', 'ead-12'];

/** What a listing must return: names containing the filter ignoring case, ordered by lower-cased name then id. */
function expected(filter: string, descending: boolean): string[] {
  const matching = NAMES.filter((name) => name.toLowerCase().includes(filter.toLowerCase()));
  const key = (name: string) => name.toLowerCase();
  matching.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a < b ? -1 : a > b ? 1 : 0));
  return descending ? matching.reverse() : matching;
}

describe.each(backends)('name search on $name', (backend) => {
  let opened: OpenedStore;
  let store: Store;
  beforeAll(async () => {
    opened = await backend.open();
    store = opened.store;
    await store.transaction((tx) => tx.putItems(NS, NAMES.map((name) => ({ id: name, name, doc: { name } }))));
    await store.transaction((tx) => tx.putItems('/test/elsewhere', [{ id: 'read-elsewhere', name: 'read-elsewhere', doc: {} }]));
  }, 60_000);
  afterAll(() => opened?.dispose());

  it('finds what a literal substring test finds, page by page, both ways', async () => {
    for (const filter of FILTERS) {
      for (const descending of [false, true]) {
        const all = expected(filter, descending);
        for (const [offset, limit] of [[0, 20], [40, 20], [499, 20], [500, 20], [1234, 20], [Math.max(0, all.length - 5), 20], [0, undefined]] as const) {
          const page = await store.queryItems(NS, { filter, descending, offset, limit });
          const where = `filter ${JSON.stringify(filter)} ${descending ? 'DESC' : 'ASC'} offset ${offset}`;
          expect(page.items.map((item) => item.id), where).toEqual(all.slice(offset, limit === undefined ? undefined : offset + limit));
          expect(page.totalItems, where).toBe(all.length);
        }
      }
    }
  }, 120_000);

  it('counts again after a change made through another connection', async () => {
    const peer = backend.name === 'sqlite' ? await openSqliteStore(dirname(store.location)) : await opened.openPeer();
    try {
      const before = await store.queryItems(NS, { filter: 'zebra', offset: 0, limit: 20 });
      expect(before.totalItems).toBe(0);
      // A second page of a filter asks for its total (a first short page tells it by itself).
      const many = await store.queryItems(NS, { filter: 'read', offset: 20, limit: 20 });
      expect(many.totalItems).toBe(expected('read', false).length);

      await peer.transaction((tx) => tx.putItems(NS, [{ id: 'zebra-1', name: 'Zebra Read 1', doc: {} }, { id: 'zebra-2', name: 'zebra read 2', doc: {} }]));
      expect((await store.queryItems(NS, { filter: 'zebra', offset: 0, limit: 20 })).items.map((item) => item.id)).toEqual(['zebra-1', 'zebra-2']);
      expect((await store.queryItems(NS, { filter: 'read', offset: 20, limit: 20 })).totalItems).toBe(expected('read', false).length + 2);

      await peer.transaction((tx) => tx.deleteItem(NS, 'zebra-1'));
      expect((await store.queryItems(NS, { filter: 'read', offset: 20, limit: 20 })).totalItems).toBe(expected('read', false).length + 1);
      await peer.transaction((tx) => tx.deleteItem(NS, 'zebra-2'));
    } finally {
      if (backend.name === 'sqlite') await peer.close();
    }
  });
});
