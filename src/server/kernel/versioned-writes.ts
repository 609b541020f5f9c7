/**
 * Versions for the hand-written handlers (issue 36): where an object they answer is stored, its
 * version read from there, and a write guarded by `If-Match` as the generic resources guard theirs
 * (write-rules.ts): the version is compared inside the write's own transaction, so of two writers
 * sending one version only one passes.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { joiningTransaction } from '../store/joined-transactions';
import type { JsonDocument, Store, StoreReader } from '../store/store';
import { checkIfMatch, DEFAULT_VERSION, parseIfMatch, type IfMatch } from './preconditions';

/** The If-Match of a request: the versions it was read at. */
export const ifMatchOf = (request: FastifyRequest): IfMatch | undefined => parseIfMatch(request.headers['if-match']);

/**
 * Where the object a handler answers is stored: a settings document (its version DEFAULT_VERSION
 * until first saved) or a collection item (no version: it is not there). A part of a stored
 * object (a document's part, a connection's credentials) is versioned as the object. An object
 * made of several stored ones, or kept where the store keeps no version (an account), names its
 * own: `digestVersion` of what it is stored as.
 */
export type VersionSource = { settings: string } | { namespace: string; id: string } | ((reader: StoreReader) => Promise<string | undefined>);

/**
 * A version derived from stored state (versions of the parts, a stored row): the same on every
 * node, and new whenever that state changes. A change undone gives the old version back, which is
 * right: a save over it loses nothing its writer did not see.
 */
export const digestVersion = (state: unknown): string => createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 32);

export async function storedVersion(reader: StoreReader, source: VersionSource): Promise<string | undefined> {
  if (typeof source === 'function') return source(reader);
  if ('settings' in source) return (await reader.getVersionedSettings(source.settings))?.version ?? DEFAULT_VERSION;
  return (await reader.getVersionedItem(source.namespace, source.id))?.version;
}

/**
 * A read and the version it was read at. The version is read first: a write between the two
 * leaves an older version beside a newer object, which a save refuses (412) rather than let
 * through over a change it never saw.
 */
export async function versionedRead<T>(reader: StoreReader, source: VersionSource, read: () => Promise<T>): Promise<{ body: T; version: string | undefined }> {
  const version = await storedVersion(reader, source);
  return { body: await read(), version };
}

/**
 * Runs `write` in one transaction that every store call it makes joins, after refusing it with 412
 * (`current`: the object as its read answers it) when `ifMatch` names another version than the
 * stored one; answers what `write` answers and the version the object has after it (undefined
 * once deleted). Without `ifMatch` the write runs as it always did: the last one wins.
 */
export function guardedWrite<T>(
  store: Store,
  ifMatch: IfMatch | undefined,
  source: VersionSource,
  current: () => Promise<object | undefined>,
  write: () => Promise<T>,
): Promise<{ body: T; version: string | undefined }> {
  return store.transaction((tx) =>
    joiningTransaction(tx, async () => {
      // An answer the contract typed is a JSON object as any stored document is.
      await checkIfMatch(ifMatch, await storedVersion(tx, source), current as () => Promise<JsonDocument | undefined>);
      const body = await write();
      return { body, version: await storedVersion(tx, source) };
    }),
  );
}
