/**
 * The header search's indexed reads (item-search.ts) on PostgreSQL: one statement per read for
 * every namespace at once (a LATERAL subquery per namespace keeps each one's LIMIT and order).
 */
import { containsPattern } from './contains-pattern';
import type { SearchReads } from './item-search';
import type { Queryable } from './postgres-reader';
import type { ItemHit } from './store';

const perNamespace = (where: string, order: string) =>
  `SELECT h.namespace, h.id, h.name FROM unnest($1::text[]) AS n(ns) CROSS JOIN LATERAL (
     SELECT namespace, id, name FROM collection_items WHERE namespace = n.ns AND ${where} ${order} LIMIT $4) h`;

export function postgresSearchReads(db: Queryable): SearchReads {
  const rows = async (text: string, values: unknown[]) => (await db.query<ItemHit & Record<string, unknown>>(text, values)).rows as ItemHit[];
  return {
    nameRange: (namespaces, from, to, limit) =>
      rows(perNamespace('name_lower >= $2 AND name_lower < $3', 'ORDER BY name_lower, id'), [namespaces, from, to, limit]),
    idRange: (namespaces, from, to, limit) => rows(perNamespace('lower(id) >= $2 AND lower(id) < $3', 'ORDER BY lower(id), id'), [namespaces, from, to, limit]),
    // pg_trgm's GIN index serves LIKE '%text%' (migration 5); the text holds no wildcard (indexServesFilter).
    indexedContains: (namespaces, lower, limit) =>
      rows('SELECT namespace, id, name FROM collection_items WHERE namespace = ANY($1) AND name_lower LIKE $2 LIMIT $3', [namespaces, `%${lower}%`, limit]),
    walkedContains: (namespaces, lower, limit) =>
      rows(
        `SELECT h.namespace, h.id, h.name FROM unnest($1::text[]) AS n(ns) CROSS JOIN LATERAL (
           SELECT namespace, id, name FROM collection_items WHERE namespace = n.ns AND name_lower LIKE $2 ESCAPE '\\' ORDER BY name_lower, id LIMIT $3) h`,
        [namespaces, containsPattern(lower), limit],
      ),
  };
}
