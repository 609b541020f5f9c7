import type { OperationRef } from '../../../shared/page-model';
import type { CallOperation } from '../api/operation-caller';
import { getPath, type Values } from '../values/paths';
import { sameValue } from './merge-versions';
import type { Loaded } from './use-version-conflict';

/** What a change made from a list row is made against, or why it is not made. */
export type RowBase = ({ state: 'current' } & Loaded) | { state: 'changed' } | { state: 'gone' };

/**
 * Reads the object a row shows before a change from the row (a toggle): the change is made to the
 * object as it is now, against its version, and not at all when `field` no longer holds what the
 * row showed (someone else toggled it meanwhile: flipping it again would undo their change). A read
 * that cannot answer (no access to it) leaves the row as it is, without a version.
 */
export async function rowBase<Row extends object>(call: CallOperation, read: OperationRef | undefined, path: Record<string, string>, row: Row, field: string): Promise<RowBase> {
  if (!read) return { state: 'current', doc: row as Values };
  const result = await call<Values>(read, { path }).catch(() => undefined);
  if (result?.status === 404) return { state: 'gone' };
  if (!result?.ok || !result.data) return { state: 'current', doc: row as Values };
  if (!sameValue(getPath(result.data, field), getPath(row, field))) return { state: 'changed' };
  return { state: 'current', doc: result.data, ...(result.version ? { version: result.version } : {}) };
}
