/** SQLite's spelling of what differs (dialect.ts). */
import type { Dialect } from './dialect';

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  holdsNul: true,
  inList: (column) => `${column} IN (SELECT value FROM json_each(?))`,
  list: (values) => JSON.stringify(values),
  greatest: (a, b) => `MAX(${a}, ${b})`,
  noLimit: -1,
  // FTS5's trigram table (migration 5). The CROSS JOIN makes SQLite take the index's matches
  // first and look each row up, rather than walk the namespace testing membership.
  nameIndexMatches: 'collection_items_names f CROSS JOIN collection_items c ON c.rowid = f.rowid WHERE f.name_lower LIKE ?',
  itemRowKey: { select: 'rowid', test: 'rowid' },
  snapshotDocument: `json_object(
    'configurationUpdatedAt', s.updated_at,
    'items', (SELECT json_group_array(json_object('namespace', namespace, 'id', id, 'name', name, 'doc', json(doc))) FROM collection_items),
    'settings', (SELECT json_group_array(json_object('key', key, 'doc', json(doc))) FROM settings))`,
};
