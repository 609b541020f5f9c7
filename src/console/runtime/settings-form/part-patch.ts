import { sameValue } from '../versions/merge-versions';
import { getPath, type Values } from '../values/paths';

/** A JSON Patch operation (RFC 6902), as the contract's JsonPatchOperation. */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'test';
  path: string;
  value?: unknown;
}

/** A page field's dotted name as a JSON Pointer (RFC 6901): `a.b` → `/a/b`. */
const pointer = (segments: readonly string[]) => segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/**
 * The page's part of a save as a JSON Patch against the document it read: for each field the user
 * changed, a `test` of the value as read (so a field another administrator changed since is a
 * conflict, not overwritten), then the new value. Fields the user left alone are not sent, so what
 * others saved in them stays. A field whose object the document did not have is added with that
 * object (RFC 6902 adds only into an existing one).
 */
export function partPatch(read: Values, saved: Values, names: readonly string[]): PatchOperation[] {
  const operations: PatchOperation[] = [];
  const added = new Set<string>();
  for (const name of names) {
    const before = getPath(read, name);
    const after = getPath(saved, name);
    if (sameValue(before, after)) continue;
    const segments = name.split('.');
    if (before !== undefined) {
      operations.push({ op: 'test', path: pointer(segments), value: before });
      operations.push(after === undefined ? { op: 'remove', path: pointer(segments) } : { op: 'replace', path: pointer(segments), value: after });
      continue;
    }
    // The shortest part of the path the document lacks holds the new value.
    const missing = segments.findIndex((_, i) => getPath(read, segments.slice(0, i + 1).join('.')) === undefined);
    const at = segments.slice(0, missing + 1);
    if (added.has(at.join('.'))) continue;
    added.add(at.join('.'));
    operations.push({ op: 'add', path: pointer(at), value: getPath(saved, at.join('.')) });
  }
  return operations;
}
