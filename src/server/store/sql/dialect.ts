/**
 * What differs between the backends' SQL. The catalogue (*-statements.ts) spells every statement
 * once, with `?` parameters; a dialect supplies the few fragments the two databases spell
 * differently, and its runner numbers the parameters where the database wants that.
 */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /**
   * Whether a text value may hold U+0000. PostgreSQL's cannot (the query fails), so no stored key
   * holds one there, and a lookup by such a key finds nothing without asking.
   */
  readonly holdsNul: boolean;
  /** The test that `column` is one of the strings of one parameter, passed as `list(values)`. */
  inList(column: string): string;
  list(values: string[]): unknown;
  /** The greater of two values. */
  greatest(a: string, b: string): string;
  /** LIMIT's parameter for no limit. */
  readonly noLimit: number | null;
  /**
   * FROM and WHERE of the items (aliased c) whose lower-cased name is LIKE the first parameter, a
   * pattern with no wildcard but its enclosing %s, served by the trigram index (migration 5).
   */
  readonly nameIndexMatches: string;
  /** The column that names one row of collection_items, as a subquery selects it and as the outer query tests it. */
  readonly itemRowKey: { select: string; test: string };
  /** One expression: the JSON text of every item and settings document and `s.updated_at` (configuration_state s). */
  readonly snapshotDocument: string;
}

/** Whether a lookup by these keys can find nothing but what the database would answer (see holdsNul). */
export const storable = (dialect: Dialect, ...keys: string[]): boolean => dialect.holdsNul || !keys.some((key) => key.includes('\0'));
