/** configuration_history as both backends read and write it: the row, and one WHERE clause per query. */
import type { HistoryKind, HistoryOperation, HistoryQuery, JsonDocument, NewHistoryEntry, StoredHistoryEntry } from './store';

export interface HistoryRow {
  id: number;
  at: number;
  username: string;
  kind: string;
  namespace: string;
  object_id: string;
  object_name: string;
  operation: string;
  before_doc: string | null;
  after_doc: string | null;
  revert_of: number | null;
}

export const HISTORY_COLUMNS = 'at, username, kind, namespace, object_id, object_name, operation, before_doc, after_doc, revert_of';

/** The values of HISTORY_COLUMNS for one entry, in order. */
export function historyValues(entry: NewHistoryEntry): unknown[] {
  return [
    entry.at,
    entry.username,
    entry.kind,
    entry.namespace,
    entry.objectId,
    entry.objectName,
    entry.operation,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
    entry.revertOf ?? null,
  ];
}

export function toHistoryEntry(row: HistoryRow): StoredHistoryEntry {
  return {
    id: Number(row.id),
    at: Number(row.at),
    username: row.username,
    kind: row.kind as HistoryKind,
    namespace: row.namespace,
    objectId: row.object_id,
    objectName: row.object_name,
    operation: row.operation as HistoryOperation,
    ...(row.before_doc === null ? {} : { before: JSON.parse(row.before_doc) as JsonDocument }),
    ...(row.after_doc === null ? {} : { after: JSON.parse(row.after_doc) as JsonDocument }),
    ...(row.revert_of === null ? {} : { revertOf: Number(row.revert_of) }),
  };
}

/**
 * The WHERE clause of a history query and its values; `placeholder(n)` spells the n-th (1-based)
 * parameter, and `namespacesIn` the test of the namespace against a parameter holding the list.
 */
export function historyCondition(
  query: HistoryQuery,
  placeholder: (n: number) => string,
  namespacesIn: (parameter: string) => string,
): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const next = (value: unknown) => placeholder(values.push(value));
  const conditions = [namespacesIn(next(query.namespaces))];
  if (query.namespace !== undefined) conditions.push(`namespace = ${next(query.namespace)}`);
  if (query.objectId !== undefined) conditions.push(`object_id = ${next(query.objectId)}`);
  if (query.username !== undefined) conditions.push(`lower(username) = ${next(query.username.toLowerCase())}`);
  if (query.from !== undefined) conditions.push(`at >= ${next(query.from)}`);
  if (query.to !== undefined) conditions.push(`at < ${next(query.to)}`);
  return { where: conditions.join(' AND '), values };
}
