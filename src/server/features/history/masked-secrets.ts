/**
 * History keeps no secret. Stored objects hold none (secret-fields.ts moves them to the secrets
 * store), but a document written by a domain handler could: any string under a name that says it
 * is a secret is replaced by MASK before an entry is recorded. A secret a change set anew shows as
 * SECRET_CHANGED, in its place (change-log.ts).
 */
import type { JsonDocument } from '../../store/store';

export const MASK = '********';
/** A secret an update changed: never its value nor its encryption. */
export const SECRET_CHANGED = 'secret changed';

const SECRET_NAME = /password|secret|passphrase|privatekey|encryptedvalue/i;

function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [name, typeof inner === 'string' && SECRET_NAME.test(name) ? MASK : masked(inner)]),
  );
}

export const maskSecrets = (doc: JsonDocument): JsonDocument => masked(doc) as JsonDocument;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `doc` (a copy of its own, masked) with `mark` at the secret named `name`: a dotted path in the
 * object (`clientAuth.secret`, `configuration.fields.2.value`), its missing objects made on the
 * way; a name that leads nowhere in the object (through a value, a missing list item) is marked
 * under its whole name at the top.
 */
export function withSecretAt(doc: JsonDocument, name: string, mark: string): JsonDocument {
  const steps = name.split('.');
  const last = steps.pop() as string;
  let parent: unknown = doc;
  for (const step of steps) {
    if (Array.isArray(parent)) parent = /^\d+$/.test(step) ? parent[Number(step)] : undefined;
    else if (isObject(parent)) parent = parent[step] ??= {};
    else parent = undefined;
  }
  if (isObject(parent)) parent[last] = mark;
  else doc[name] = mark;
  return doc;
}
