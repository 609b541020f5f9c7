/**
 * A settings document's chain of keys (page schema `rotates` with `shifts`: `[previous, current,
 * pending]`, oldest first): what a rotation makes of the document, and the keys a new server makes.
 * Pure: settings-resource.ts writes them through every write rule.
 */
import type { SettingsRotation } from '../../shared/route-binding';
import type { JsonDocument } from '../store/store';

const isObject = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(doc: JsonDocument, path: string): unknown {
  let value: unknown = doc;
  for (const step of path.split('.')) value = isObject(value) ? value[step] : undefined;
  return value;
}

/** Sets the value at the dotted `path`, making missing parent objects; undefined removes it (where it is). */
export function setAt(doc: JsonDocument, path: string, value: unknown): void {
  const steps = path.split('.');
  const name = steps.pop() as string;
  let parent = doc;
  for (const step of steps) {
    if (!isObject(parent[step])) {
      if (value === undefined) return;
      parent[step] = {};
    }
    parent = parent[step] as JsonDocument;
  }
  if (value === undefined) delete parent[name];
  else parent[name] = value as JsonDocument[string];
}

/**
 * `doc` with each key of the chain moved into the one before it, whole (its secret or encrypted
 * value, its creationDate); the oldest is gone and the newest slot left out.
 */
export function shiftedKeys(doc: JsonDocument, shifts: readonly string[]): JsonDocument {
  const copy = structuredClone(doc);
  shifts.forEach((slot, i) => {
    const next = shifts[i + 1];
    setAt(copy, slot, next === undefined ? undefined : structuredClone(valueAt(doc, next)));
  });
  return copy;
}

/** A new server's document: the settings default with a new secret in each key of the chain the default holds. */
export function firstKeys(settingsDefault: JsonDocument, rotation: SettingsRotation, generate: () => string): JsonDocument {
  const doc = structuredClone(settingsDefault);
  for (const slot of rotation.shifts ?? []) {
    const key = valueAt(doc, slot);
    if (isObject(key)) setAt(key, rotation.secret, generate());
  }
  return doc;
}
