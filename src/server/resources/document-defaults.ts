/**
 * The defaults the server fills in of properties a write leaves out (ResourceDefinition.serverDefaults):
 * a collection's (a policy contract's core attribute subject, a metadata URL's validateSignature)
 * and a settings document's contract defaults, by dotted path.
 */
import type { ResourceDefinition } from '../../shared/route-binding';
import type { JsonDocument } from '../store/store';

/** Fills the server defaults of properties `doc` leaves out. */
export function applyServerDefaults(definition: ResourceDefinition, doc: JsonDocument): void {
  for (const [name, value] of Object.entries(definition.serverDefaults ?? {})) {
    if (doc[name] === undefined || doc[name] === null) doc[name] = structuredClone(value) as JsonDocument[string];
  }
}

/**
 * Fills a settings document's contract defaults (ResourceDefinition.serverDefaults, by dotted path)
 * of properties `doc` leaves out: a top-level one always, a nested one when its parent object is
 * sent (a left-out object stays out, as PingFederate leaves it).
 */
export function applyDocumentDefaults(definition: ResourceDefinition, doc: JsonDocument): void {
  // Shallow paths first, so a parent filled from its own default gets its children's too.
  const paths = Object.keys(definition.serverDefaults ?? {}).sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of paths) {
    const steps = path.split('.');
    const name = steps.pop() as string;
    let parent: unknown = doc;
    for (const step of steps) parent = isObject(parent) ? parent[step] : undefined;
    if (isObject(parent) && (parent[name] === undefined || parent[name] === null)) parent[name] = structuredClone(definition.serverDefaults![path]) as JsonDocument[string];
  }
}

const isObject = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);
