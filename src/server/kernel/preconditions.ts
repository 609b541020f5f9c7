/**
 * Versions on the wire (RFC 9110 §8.8.3, §13.1.1): a stored object's version is its strong ETag,
 * and a write that names the version it read (`If-Match`) is refused with 412 when the object has
 * changed since, so nothing is lost. Without `If-Match` a write is PingFederate's last-write-wins.
 */
import { ApiError, type ApiResult } from '../core/api-error';
import type { JsonDocument } from '../store/store';

/** What `If-Match` asks: any current version (`*`), or one of these. */
export type IfMatch = { any: true } | { any: false; versions: string[] };

/** The version of a settings document never saved: its default, until the first save. */
export const DEFAULT_VERSION = 'default';

export const VERSION_CONFLICT = 'version_conflict';

/** An object as answered, with the version it has in the store (its ETag). */
export interface Versioned {
  doc: JsonDocument;
  version: string;
}

export const etagOf = (version: string): string => `"${version}"`;

/**
 * The header's entity tags, or undefined when none was sent. Weak tags (W/"…") never match: the
 * comparison for If-Match is strong. A malformed list matches nothing rather than everything.
 */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return { any: true };
  const versions = [...text.matchAll(/(W\/)?"([^"]*)"/g)].filter((match) => !match[1]).map((match) => match[2]);
  return { any: false, versions };
}

/** The answer to a stale write: the object as it is now, its version, and the ETag of that. */
export interface VersionConflict extends ApiResult {
  currentVersion?: string;
  current?: JsonDocument;
}

/**
 * Refuses the write when `If-Match` does not match the object's current version (undefined: the
 * object is not there). `current` presents the object as a read answers it (secrets sealed).
 */
export async function checkIfMatch(ifMatch: IfMatch | undefined, version: string | undefined, current: () => Promise<JsonDocument | undefined>): Promise<void> {
  if (ifMatch === undefined) return;
  if (version !== undefined && (ifMatch.any || ifMatch.versions.includes(version))) return;
  const result: VersionConflict = {
    resultId: VERSION_CONFLICT,
    message: version === undefined ? 'The object no longer exists.' : 'Someone else changed this since you read it. Nothing was saved: compare your changes with theirs and save again.',
    ...(version === undefined ? {} : { currentVersion: version, current: await current() }),
  };
  throw new ApiError(412, result, version === undefined ? {} : { ETag: etagOf(version) });
}
