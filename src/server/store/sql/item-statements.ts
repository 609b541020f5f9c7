/** The items role's statements, each written once; `d` supplies what the backends spell differently. */
import type { Dialect } from './dialect';

export type Direction = 'ASC' | 'DESC';

/** The plain condition of a listing: the namespace and, when `filtered`, a literal substring of the name (containsPattern). */
export const listingCondition = (filtered: boolean): string => (filtered ? "namespace = ? AND name_lower LIKE ? ESCAPE '\\'" : 'namespace = ?');

export const itemStatements = {
  list: 'SELECT id, doc FROM collection_items WHERE namespace = ?',
  get: 'SELECT doc FROM collection_items WHERE namespace = ? AND id = ?',
  getVersioned: 'SELECT doc, version FROM collection_items WHERE namespace = ? AND id = ?',
  byName: 'SELECT id, doc FROM collection_items WHERE namespace = ? AND name_lower = ?',
  /** The last parameter is a new version, kept only when the document changes (every SET reads the old row). */
  put: `INSERT INTO collection_items (namespace, id, name, name_lower, doc, version) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (namespace, id) DO UPDATE SET name = excluded.name, name_lower = excluded.name_lower, doc = excluded.doc,
      version = CASE WHEN collection_items.doc = excluded.doc THEN collection_items.version ELSE excluded.version END`,
  delete: 'DELETE FROM collection_items WHERE namespace = ? AND id = ?',
  renewVersion: 'UPDATE collection_items SET version = ? WHERE namespace = ? AND id = ?',
  /** A batch of a whole namespace in listing order; `after`: following the row (name_lower, id). */
  stream: (after: boolean, batch: number) =>
    `SELECT name_lower, id, doc FROM collection_items WHERE namespace = ?${after ? ' AND (name_lower, id) > (?, ?)' : ''} ORDER BY name_lower, id LIMIT ${batch}`,
  /** Parameters: namespace[, pattern], lower name, lower name, id. */
  countBefore: (filtered: boolean, descending: boolean) => {
    const op = descending ? '>' : '<';
    return `SELECT COUNT(*) AS n FROM collection_items WHERE ${listingCondition(filtered)} AND (name_lower ${op} ? OR (name_lower = ? AND id ${op} ?))`;
  },
  count: (filtered: boolean) => `SELECT COUNT(*) AS n FROM collection_items WHERE ${listingCondition(filtered)}`,

  // The listing (item-listing.ts).
  /** Parameters: unescaped pattern, namespace. */
  countIndexed: (d: Dialect) => `SELECT COUNT(*) AS n FROM ${d.nameIndexMatches} AND c.namespace = ?`,
  /** The page of few matches, read from the index's matches. Parameters: pattern, namespace, limit, offset. */
  pageIndexed: (d: Dialect, dir: Direction) =>
    `SELECT c.id, c.doc FROM ${d.nameIndexMatches} AND c.namespace = ? ORDER BY c.name_lower ${dir}, c.id ${dir} LIMIT ? OFFSET ?`,
  /**
   * The page found by walking the (namespace, name_lower, id) index in order, which stops after
   * offset + limit rows; only the page's documents are read. `after`: seeking past an anchor first.
   * Parameters: the condition's, [anchor name_lower, anchor id,] limit, offset.
   */
  pageScanned: (d: Dialect, filtered: boolean, dir: Direction, after: boolean) =>
    `SELECT id, doc FROM collection_items WHERE ${d.itemRowKey.test} IN (
       SELECT ${d.itemRowKey.select} FROM collection_items WHERE ${listingCondition(filtered)}${after ? ` AND (name_lower, id) ${dir === 'DESC' ? '<' : '>'} (?, ?)` : ''}
       ORDER BY name_lower ${dir}, id ${dir} LIMIT ? OFFSET ?)
     ORDER BY name_lower ${dir}, id ${dir}`,
  /** The sort keys of every `every`-th match in listing order (page-anchors.ts). Parameters: the condition's. */
  anchors: (filtered: boolean, dir: Direction, every: number) =>
    `SELECT name_lower, id FROM (
       SELECT name_lower, id, row_number() OVER (ORDER BY name_lower ${dir}, id ${dir}) AS position FROM collection_items WHERE ${listingCondition(filtered)}) ranked
     WHERE position % ${every} = 0 ORDER BY position`,

  // The header search's reads (item-search.ts); the per-namespace ones start with `namespace = ?`.
  nameRange: 'SELECT namespace, id, name FROM collection_items WHERE namespace = ? AND name_lower >= ? AND name_lower < ? ORDER BY name_lower, id LIMIT ?',
  idRange: 'SELECT namespace, id, name FROM collection_items WHERE namespace = ? AND lower(id) >= ? AND lower(id) < ? ORDER BY lower(id), id LIMIT ?',
  walkedContains: "SELECT namespace, id, name FROM collection_items WHERE namespace = ? AND name_lower LIKE ? ESCAPE '\\' ORDER BY name_lower, id LIMIT ?",
  /** Parameters: unescaped pattern, the namespaces' list, limit. */
  indexedContains: (d: Dialect) => `SELECT c.namespace, c.id, c.name FROM ${d.nameIndexMatches} AND ${d.inList('c.namespace')} LIMIT ?`,
};
