/** The header search's indexed reads (item-search.ts) on SQLite: prepared statements, one namespace at a time. */
import type Database from 'better-sqlite3';
import { containsPattern } from './contains-pattern';
import type { SearchReads } from './item-search';
import type { ItemHit } from './store';

type Prepare = (text: string) => Database.Statement;

export function sqliteSearchReads(sql: Prepare): SearchReads {
  const perNamespace = (text: string) => (namespaces: string[], ...args: unknown[]) =>
    Promise.resolve(namespaces.flatMap((namespace) => sql(text).all(namespace, ...args) as ItemHit[]));
  return {
    nameRange: perNamespace(
      'SELECT namespace, id, name FROM collection_items WHERE namespace = ? AND name_lower >= ? AND name_lower < ? ORDER BY name_lower, id LIMIT ?',
    ),
    idRange: perNamespace('SELECT namespace, id, name FROM collection_items WHERE namespace = ? AND lower(id) >= ? AND lower(id) < ? ORDER BY lower(id), id LIMIT ?'),
    // The CROSS JOIN makes SQLite take the trigram index's matches first (as sqlite-store.ts's listing does).
    indexedContains: async (namespaces, lower, limit) =>
      sql(
        `SELECT c.namespace, c.id, c.name FROM collection_items_names f CROSS JOIN collection_items c ON c.rowid = f.rowid
         WHERE f.name_lower LIKE ? AND c.namespace IN (SELECT value FROM json_each(?)) LIMIT ?`,
      ).all(`%${lower}%`, JSON.stringify(namespaces), limit) as ItemHit[],
    walkedContains: (namespaces, lower, limit) =>
      perNamespace(
        "SELECT namespace, id, name FROM collection_items WHERE namespace = ? AND name_lower LIKE ? ESCAPE '\\' ORDER BY name_lower, id LIMIT ?",
      )(namespaces, containsPattern(lower), limit),
  };
}
