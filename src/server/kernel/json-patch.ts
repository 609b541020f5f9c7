/**
 * A JSON Patch (RFC 6902) applied to a document as it is now: how a page that edits some fields of
 * a shared settings document sends only those, and the server merges them into the current
 * version (issue 36). The writer's `test` operations name the values it read; one that fails means
 * another writer changed that value since, and the patch is refused with 409 and the document as
 * it is now, as a stale If-Match is with 412, so the console shows the same conflict view. Any
 * other operation that cannot apply (a path the document lacks, a pointer through `__proto__`)
 * is a malformed request (400). Nothing is changed in either case.
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import { ApiError, badRequest } from '../core/api-error';
import type { JsonDocument } from '../store/store';
import { etagOf, VERSION_CONFLICT, type VersionConflict } from './preconditions';

/** An operation as the contract's JsonPatchOperation has checked it. */
export interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
}

/** The document as a read answers it now, and its version: what a refused patch answers. */
export interface PatchTarget {
  doc: JsonDocument;
  version: string;
}

export const PATCH_CONFLICT_MESSAGE = 'Someone else changed a field you changed since you read it. Nothing was saved: compare your changes with theirs and save again.';

/** The patched copy of `target.doc` (which stays as it was), or the refusal. */
export function patchedDocument(target: PatchTarget, patch: readonly JsonPatchOperation[]): JsonDocument {
  let patched: unknown;
  try {
    // Validated (well-formed operations, paths that resolve), on a copy, prototype changes banned.
    patched = jsonPatch.applyPatch(target.doc, patch as Operation[], true, false, true).newDocument;
  } catch (error) {
    if (error instanceof jsonPatch.JsonPatchError && error.name === 'TEST_OPERATION_FAILED') {
      const result: VersionConflict = { resultId: VERSION_CONFLICT, message: PATCH_CONFLICT_MESSAGE, currentVersion: target.version, current: target.doc };
      throw new ApiError(409, result, { ETag: etagOf(target.version) });
    }
    const index = error instanceof jsonPatch.JsonPatchError ? error.index : undefined;
    throw badRequest(`The patch cannot be applied${index === undefined ? '' : ` (operation ${index})`}: ${firstLine(error)}`);
  }
  if (typeof patched !== 'object' || patched === null || Array.isArray(patched)) throw badRequest('The patch must leave an object.');
  return patched as JsonDocument;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
