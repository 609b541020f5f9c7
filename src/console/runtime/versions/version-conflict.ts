import { operations } from '../../../../generated/operations.gen';
import { callTyped, type CallOperation, type OperationResult } from '../api/operation-caller';
import type { Values } from '../values/paths';

/**
 * The server's answer to a save against a version that is no longer current: 412 to a stale
 * If-Match (kernel/preconditions.ts), 409 to a patch whose `test` names a value changed since
 * (kernel/json-patch.ts).
 */
export type StaleSave = { gone: true } | { gone: false; current: Values; version: string };

export const VERSION_CONFLICT = 'version_conflict';

/** The 412 or 409 of a stale save, read: the object as it is now and its version, or that it is gone. */
export function staleSaveOf(result: OperationResult): StaleSave | undefined {
  if ((result.status !== 412 && result.status !== 409) || result.error?.resultId !== VERSION_CONFLICT) return undefined;
  const body = result.error as { current?: unknown; currentVersion?: unknown };
  if (typeof body.currentVersion !== 'string' || typeof body.current !== 'object' || body.current === null) return { gone: true };
  return { gone: false, current: body.current as Values, version: body.currentVersion };
}

/** Who saved the version the form met, and when: the newest history entry of the object. */
export interface LastChange {
  username: string;
  timestamp: string;
}

/** The newest change of the object at `path` (the history's path filter); none when the history cannot say. */
export async function lastChangeOf(call: CallOperation, path: string): Promise<LastChange | undefined> {
  const answer = await callTyped(call, operations.getConfigurationHistory, { query: { path, numberPerPage: 1 }, background: true }).catch(() => undefined);
  const entry = answer?.ok ? answer.data.items[0] : undefined;
  return entry ? { username: entry.username, timestamp: entry.timestamp } : undefined;
}
