/** The items role: documents of the configuration's collections, one namespace per collection path. */
import type { JsonDocument, VersionedDocument } from './documents';

export interface StoredItem {
  id: string;
  doc: JsonDocument;
}

/**
 * A listing of one collection namespace, ordered by the lower-cased name (then the id).
 * `filter`: case-insensitive substring of the name, taken literally (% and _ are not wildcards).
 */
export interface ItemQuery {
  filter?: string;
  descending?: boolean;
  offset?: number;
  /** Omitted: every item from `offset` on. */
  limit?: number;
}

export interface ItemPage {
  items: StoredItem[];
  /** How many items match the filter (all pages). */
  totalItems: number;
}

/** One object found by the header search (item-search.ts). */
export interface ItemHit {
  namespace: string;
  id: string;
  name: string;
}

/**
 * The header search: objects of these namespaces whose name contains `text` or whose id starts
 * with it, ignoring case (one or two characters: names starting with it), from the indexes only.
 */
export interface ItemSearch {
  /** Not blank; matched literally (% and _ are not wildcards). */
  text: string;
  namespaces: string[];
  /** Hits kept per namespace; one more is answered when more match. */
  limitPerNamespace: number;
}

export interface ItemReader {
  /** Items of one collection namespace, in no particular order. */
  listItems(namespace: string): Promise<StoredItem[]>;
  /** A filtered, sorted page of a collection, done by the database with its index (item-listing.ts). */
  queryItems(namespace: string, query: ItemQuery): Promise<ItemPage>;
  /**
   * How many items matching `filter` sort before an item with this name and id would
   * (in `descending` order when set): where a computed item would sit in a listing.
   */
  countItemsBefore(namespace: string, filter: string | undefined, name: string, id: string, descending: boolean): Promise<number>;
  /**
   * The stored JSON text of every item of a namespace, in listing order (lower-cased name, then
   * id), read a batch at a time (keyset): a whole collection streamed out without being held or
   * parsed. Each batch is its own statement, so other queries run between them.
   */
  streamItemDocs(namespace: string): AsyncIterable<string>;
  getItem(namespace: string, id: string): Promise<JsonDocument | undefined>;
  /** The item with its version (VersionedDocument): what an ETag and an If-Match compare. */
  getVersionedItem(namespace: string, id: string): Promise<VersionedDocument | undefined>;
  /** Up to `limitPerNamespace + 1` ranked hits per namespace (item-search.ts), read from the indexes. */
  searchItems(search: ItemSearch): Promise<ItemHit[]>;
  /** Items whose name (the collection's label property) equals `name` ignoring case. */
  findItemsByName(namespace: string, name: string): Promise<StoredItem[]>;
}

export interface ItemWriter {
  /** Insert or replace; `name` is indexed for case-insensitive lookups. */
  putItem(namespace: string, id: string, name: string, doc: JsonDocument): Promise<void>;
  /** Bulk insert or replace, one prepared statement: for seeds and benchmarks. */
  putItems(namespace: string, items: { id: string; name: string; doc: JsonDocument }[]): Promise<void>;
  /** A new version for the stored item whose document is unchanged but whose secrets changed (secret-fields.ts); nothing when it is not there. */
  renewItemVersion(namespace: string, id: string): Promise<void>;
  /** Resolves false when there was nothing to delete. */
  deleteItem(namespace: string, id: string): Promise<boolean>;
}
