/** configuration_history as both backends read and write it: the row, and one WHERE clause per query. */
import type { JsonDocument } from '../roles/documents';
import type { HistoryKind, HistoryOperation, HistoryQuery, NewHistoryEntry, StoredHistoryEntry } from '../roles/history';
import type { Dialect } from './dialect';

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

/** The WHERE clause of a history query (`?` parameters) and its values. */
export function historyCondition(query: HistoryQuery, dialect: Dialect): { where: string; values: unknown[] } {
  const conditions = [dialect.inList('namespace')];
  const values: unknown[] = [dialect.list(query.namespaces)];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    values.push(value);
  };
  if (query.namespace !== undefined) add('namespace = ?', query.namespace);
  if (query.objectId !== undefined) add('object_id = ?', query.objectId);
  if (query.username !== undefined) add('lower(username) = ?', query.username.toLowerCase());
  if (query.from !== undefined) add('at >= ?', query.from);
  if (query.to !== undefined) add('at < ?', query.to);
  return { where: conditions.join(' AND '), values };
}
