/**
 * A revert asks first when its object was changed after the entry: reverting then would also undo
 * that later change. The test compares the object with the entry's `after` (what the change left)
 * rather than with a version recorded in the entry: entries keep no version (that would be a store
 * migration), and a version changes exactly when the stored document does, so the two tests agree
 * except for a change that ended where the entry left the object, where nothing would be lost.
 * The version read with the object makes the revert's write conditional (If-Match), so a change
 * made between this check and the write is refused by the write itself.
 */
import { isDeepStrictEqual } from 'node:util';
import type { components } from '../../../../generated/api-types.gen';
import { ApiError } from '../../core/api-error';
import { DEFAULT_VERSION, etagOf, VERSION_CONFLICT } from '../../kernel/preconditions';
import type { JsonDocument, StoredHistoryEntry, StoreReader } from '../../store/store';
import { maskSecrets } from './masked-secrets';
import { withoutMasks } from './revert-call';

type RevertConflict = components['schemas']['RevertConflict'];

/** The object of an entry as it is now: its document (undefined: not there) and its version, where its type keeps one. */
export interface ObjectNow {
  doc?: JsonDocument;
  version?: string;
}

export async function objectNow(reader: StoreReader, entry: StoredHistoryEntry): Promise<ObjectNow> {
  if (entry.kind === 'item') {
    const stored = await reader.getVersionedItem(entry.namespace, entry.objectId);
    return stored ? { doc: stored.doc, version: stored.version } : {};
  }
  if (entry.kind === 'settings') {
    const stored = await reader.getVersionedSettings(entry.namespace);
    return stored ? { doc: stored.doc, version: stored.version } : { version: DEFAULT_VERSION };
  }
  if (entry.kind === 'account') {
    const account = await reader.getAccount(entry.objectId);
    return account ? { doc: account.doc } : {};
  }
  return {};
}

/** A document as the history compares it: secrets and their marks left out (the object never holds the marks). */
export const compared = (doc: JsonDocument | undefined): JsonDocument | undefined => (doc === undefined ? undefined : withoutMasks(maskSecrets(doc)));

/** Whether the object is no longer as the entry left it (changed, deleted, or back after a deletion). */
export const changedSince = (entry: StoredHistoryEntry, now: ObjectNow): boolean =>
  !isDeepStrictEqual(compared(now.doc), entry.after && withoutMasks(entry.after));

/** The object's newest change after `entry`, if the history still keeps one. */
export async function changeSince(reader: StoreReader, entry: StoredHistoryEntry): Promise<StoredHistoryEntry | undefined> {
  const newest = await reader.queryHistory({ namespaces: [entry.namespace], namespace: entry.namespace, objectId: entry.objectId, offset: 0, limit: 1 });
  const change = newest.entries[0];
  return change && change.id > entry.id ? change : undefined;
}

/** The 412 of a revert asked without `force`: the object now (as its GET answers it), and the change since. */
export function revertConflict(entry: StoredHistoryEntry, now: ObjectNow, current: JsonDocument | undefined, since: StoredHistoryEntry | undefined): ApiError {
  const by = since ? ` (by ${since.username} at ${new Date(since.at).toISOString()})` : '';
  const result: RevertConflict = {
    resultId: VERSION_CONFLICT,
    message: `'${entry.objectName}' was changed after this change${by}. Nothing was reverted: revert with force to undo this change anyway, and what changed since with it.`,
    objectName: entry.objectName,
    ...(now.doc !== undefined && now.version !== undefined ? { currentVersion: now.version } : {}),
    ...(now.doc !== undefined && current !== undefined ? { current } : {}),
    ...(since ? { changedBy: since.username, changedAt: new Date(since.at).toISOString(), changeId: since.id } : {}),
  };
  return new ApiError(412, result, result.currentVersion === undefined ? {} : { ETag: etagOf(result.currentVersion) });
}

/** The object's own write refused the revert's If-Match (a change between the check and the write): the same 412, about this entry. */
export function conflictOfWrite(entry: StoredHistoryEntry, answer: { json: () => unknown; headers: Record<string, unknown> }): ApiError {
  const refused = answer.json() as { currentVersion?: string; current?: JsonDocument };
  const result: RevertConflict = {
    resultId: VERSION_CONFLICT,
    message: `'${entry.objectName}' was changed while it was being reverted. Nothing was reverted: look at it again, then revert with force to undo this change anyway.`,
    objectName: entry.objectName,
    ...(refused.currentVersion !== undefined ? { currentVersion: refused.currentVersion } : {}),
    ...(refused.current !== undefined ? { current: refused.current } : {}),
  };
  return new ApiError(412, result, typeof answer.headers.etag === 'string' ? { ETag: answer.headers.etag } : {});
}
