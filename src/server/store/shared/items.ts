/** The items role over the catalogue (item-statements.ts), on either backend. */
import { containsPattern } from '../sql/contains-pattern';
import { storable } from '../sql/dialect';
import { itemStatements as sql } from '../sql/item-statements';
import { scopes, type SqlRunner } from '../sql/sql-runner';
import type { JsonDocument } from '../roles/documents';
import { newVersion } from './versions';
import type { ItemHit, ItemReader, ItemWriter, StoredItem } from '../roles/items';
import { queryItems, type ListingMemory } from './item-listing';
import { searchItems, type SearchReads } from './item-search';

/** Rows per statement when a whole collection is streamed out. */
const STREAM_BATCH = 1000;

interface ItemRow { id: string; doc: string }
const parse = (text: string): JsonDocument => JSON.parse(text) as JsonDocument;
const toItem = (r: ItemRow): StoredItem => ({ id: r.id, doc: parse(r.doc) });

/** The header search's reads (item-search.ts) from the catalogue. */
function searchReads(run: SqlRunner): SearchReads {
  return {
    nameRange: (namespaces, from, to, limit) => run.perNamespace<ItemHit>(sql.nameRange, namespaces, [from, to, limit]),
    idRange: (namespaces, from, to, limit) => run.perNamespace<ItemHit>(sql.idRange, namespaces, [from, to, limit]),
    // The text holds no wildcard (indexServesFilter).
    indexedContains: (namespaces, lower, limit) => run.all<ItemHit>([], sql.indexedContains(run.dialect), [`%${lower}%`, run.dialect.list(namespaces), limit]),
    walkedContains: (namespaces, lower, limit) => run.perNamespace<ItemHit>(sql.walkedContains, namespaces, [containsPattern(lower), limit]),
  };
}

export function itemRole(run: SqlRunner, memory?: ListingMemory): ItemReader & ItemWriter {
  const d = run.dialect;
  const reads = searchReads(run);
  return {
    async listItems(namespace) {
      return (await run.all<ItemRow>([scopes.items(namespace)], sql.list, [namespace])).map(toItem);
    },
    queryItems: (namespace, query) => queryItems(run, memory, namespace, query),
    async countItemsBefore(namespace, filter, name, id, descending) {
      const filtered = filter !== undefined && filter !== '';
      const lower = name.toLowerCase();
      const values = [...(filtered ? [namespace, containsPattern(filter)] : [namespace]), lower, lower, id];
      return (await run.all<{ n: number }>([scopes.items(namespace)], sql.countBefore(filtered, descending), values))[0].n;
    },
    async *streamItemDocs(namespace) {
      const lock = [scopes.items(namespace)];
      let batch = await run.all<{ name_lower: string; id: string; doc: string }>(lock, sql.stream(false, STREAM_BATCH), [namespace]);
      while (batch.length > 0) {
        for (const row of batch) yield row.doc;
        if (batch.length < STREAM_BATCH) return;
        const last = batch[batch.length - 1];
        batch = await run.all(lock, sql.stream(true, STREAM_BATCH), [namespace, last.name_lower, last.id]);
      }
    },
    async getItem(namespace, id) {
      if (!storable(d, id)) return undefined;
      const [row] = await run.all<{ doc: string }>([scopes.items(namespace)], sql.get, [namespace, id]);
      return row ? parse(row.doc) : undefined;
    },
    async getVersionedItem(namespace, id) {
      if (!storable(d, id)) return undefined;
      const [row] = await run.all<{ doc: string; version: string }>([scopes.items(namespace)], sql.getVersioned, [namespace, id]);
      return row ? { doc: parse(row.doc), version: row.version } : undefined;
    },
    /** Read-only and never part of a write: no scope is locked. */
    async searchItems(search) {
      if (!storable(d, search.text)) return [];
      return searchItems(reads, search);
    },
    async findItemsByName(namespace, name) {
      if (!storable(d, name)) return [];
      return (await run.all<ItemRow>([scopes.items(namespace)], sql.byName, [namespace, name.toLowerCase()])).map(toItem);
    },

    async putItem(namespace, id, name, doc) {
      await run.write([scopes.items(namespace)], sql.put, [namespace, id, name, name.toLowerCase(), JSON.stringify(doc), newVersion()], true);
    },
    async putItems(namespace, items) {
      for (const item of items) {
        await run.write([scopes.items(namespace)], sql.put, [namespace, item.id, item.name, item.name.toLowerCase(), JSON.stringify(item.doc), newVersion()], true);
      }
    },
    async renewItemVersion(namespace, id) {
      if (!storable(d, id)) return;
      await run.write([scopes.items(namespace)], sql.renewVersion, [newVersion(), namespace, id], true);
    },
    async deleteItem(namespace, id) {
      if (!storable(d, id)) return false;
      return (await run.write([scopes.items(namespace)], sql.delete, [namespace, id], true)).changes > 0;
    },
  };
}
