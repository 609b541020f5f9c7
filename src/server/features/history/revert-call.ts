/**
 * The API call that puts an object back as a history entry found it: the object's own operation,
 * so a revert is validated, checked and authorized like any other write of it.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RouteBinding } from '../../../shared/route-binding';
import type { JsonDocument, StoredHistoryEntry } from '../../store/store';
import { namespacePath } from './history-catalog';
import { MASK, SECRET_CHANGED } from './masked-secrets';
import { API_BASE } from '../../kernel/caller-requests';


export interface RevertCall {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Under API_BASE. */
  path: string;
  body?: JsonDocument;
  binding: RouteBinding;
}

/**
 * The object's paths: its id as one segment, or (for ids of two parts, the config store's
 * `<bundle>/<setting>`) a segment each, for an API whose object path has two parameters.
 */
const objectPaths = (entry: StoredHistoryEntry): string[] => {
  if (entry.kind === 'settings') return [namespacePath(entry.namespace)];
  const base = namespacePath(entry.namespace);
  return [`${base}/${encodeURIComponent(entry.objectId)}`, `${base}/${entry.objectId.split('/').map(encodeURIComponent).join('/')}`];
};

/** The binding the router would pick for this method and concrete path, if any. */
export function bindingAt(bindings: readonly RouteBinding[], method: RevertCall['method'] | 'GET', path: string): RouteBinding | undefined {
  const segments = (API_BASE + path).split('/');
  return bindings.find((binding) => {
    if (binding.method !== method) return false;
    const pattern = binding.url.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

/**
 * The call reverting `entry`, given whether the object exists now: back to `before` by an update
 * (or a creation when it was deleted since), or a deletion when the entry created it. Undefined
 * when the API has no such operation (a replication, the first save of a settings document), and
 * for a change of secrets alone (the history keeps no secret to put back).
 */
export function revertCall(bindings: readonly RouteBinding[], entry: StoredHistoryEntry, exists: boolean): RevertCall | undefined {
  if (entry.kind === 'replication' || onlySecretsChanged(entry)) return undefined;
  const paths = objectPaths(entry);
  const call = (method: RevertCall['method'], at: readonly string[], body?: JsonDocument): RevertCall | undefined => {
    for (const path of at) {
      const binding = bindingAt(bindings, method, path);
      if (binding) return { method, path, binding, ...(body ? { body: withoutMasks(body) } : {}) };
    }
    return undefined;
  };
  if (entry.before === undefined) return exists ? call('DELETE', paths) : undefined;
  if (exists || entry.kind === 'settings') return call('PUT', paths, entry.before);
  // Without a creation by POST, a PUT that creates (the config store's) puts it back.
  return call('POST', [namespacePath(entry.namespace)], entry.before) ?? call('PUT', paths, entry.before);
}

/** An update whose only difference is its secrets (a client secret typed anew, a password reset). */
export const onlySecretsChanged = (entry: StoredHistoryEntry): boolean =>
  entry.operation === 'UPDATE' && entry.before !== undefined && entry.after !== undefined && isDeepStrictEqual(withoutMasks(entry.before), withoutMasks(entry.after));

/** A masked value is no value: left out, so the object's current secret (or none) applies. */
export function withoutMasks(doc: JsonDocument): JsonDocument {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== MASK && inner !== SECRET_CHANGED).map(([name, inner]) => [name, strip(inner)]));
  };
  return strip(doc) as JsonDocument;
}

/**
 * Secrets the object holds now, kept by a revert: every encrypted sibling (`encryptedAs` of the
 * contract's secrets, a plugin field's `encryptedValue`) the current answer has where the reverted
 * document has neither it nor a value, copied in. List items line up by index, and by `name`
 * where both have one (a plugin's configuration fields).
 */
export function keepEncryptedSecrets(target: unknown, current: unknown, siblings: ReadonlySet<string>): void {
  if (Array.isArray(target) && Array.isArray(current)) {
    target.forEach((item, index) => {
      const named = isObject(item) && typeof item.name === 'string' ? current.find((other) => isObject(other) && other.name === item.name) : undefined;
      keepEncryptedSecrets(item, named ?? current[index], siblings);
    });
    return;
  }
  if (!isObject(target) || !isObject(current)) return;
  for (const [name, value] of Object.entries(current)) {
    if (siblings.has(name) && typeof value === 'string' && target[name] === undefined && target.value === undefined) target[name] = value;
    else if (name in target) keepEncryptedSecrets(target[name], value, siblings);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
