/** PostgreSQL's spelling of what differs (dialect.ts); its runner numbers the `?` parameters $1, $2, … */
import type { Dialect } from './dialect';

export const postgresDialect: Dialect = {
  name: 'postgres',
  holdsNul: false,
  inList: (column) => `${column} = ANY(?)`,
  list: (values) => values,
  greatest: (a, b) => `GREATEST(${a}, ${b})`,
  noLimit: null,
  // pg_trgm's GIN index serves LIKE '%text%' on the table itself (migration 5).
  nameIndexMatches: 'collection_items c WHERE c.name_lower LIKE ?',
  itemRowKey: { select: 'namespace, id', test: '(namespace, id)' },
  snapshotDocument: `json_build_object(
    'configurationUpdatedAt', s.updated_at,
    'items', COALESCE((SELECT json_agg(json_build_object('namespace', namespace, 'id', id, 'name', name, 'doc', doc::json)) FROM collection_items), '[]'::json),
    'settings', COALESCE((SELECT json_agg(json_build_object('key', key, 'doc', doc::json)) FROM settings), '[]'::json))::text`,
};

/** The statement with its `?` parameters numbered ($1, $2, …); quoted literals are left alone. */
export function numberedParameters(text: string): string {
  let n = 0;
  return text.replace(/'(?:[^']|'')*'|\?/g, (token) => (token === '?' ? `$${++n}` : token));
}

/**
 * A statement for every namespace of one text[] parameter at once: `perNamespace` (whose first
 * condition is `namespace = ?`) for each, through a LATERAL subquery that keeps its order and LIMIT.
 */
export function lateralPerNamespace(perNamespace: string): string {
  const inner = perNamespace.replace('namespace = ?', 'namespace = n.ns');
  return `SELECT h.* FROM unnest(?::text[]) AS n(ns) CROSS JOIN LATERAL (${inner}) h`;
}
