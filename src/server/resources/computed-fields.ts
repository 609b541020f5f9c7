/**
 * Runs the server computations (server-computations.ts) of a write's object: each property marked
 * `x-server-computed` (ResourceDefinition.computed) gets its computed value, whatever the request
 * sent there (readOnly: ignored, as PingFederate ignores read-only properties), or is left out.
 */
import type { ResourceDefinition } from '../../shared/route-binding';
import type { ComputedField } from '../../shared/server-computations';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { JsonDocument } from '../store/store';
import type { SecretsOfWrite } from './secret-fields';
import { serverComputations } from './server-computations';

export interface ComputedFieldsInput {
  object: JsonDocument;
  stored: JsonDocument | undefined;
  secrets: SecretsOfWrite | undefined;
  keys: ConfigurationKeys | undefined;
  now?: Date;
}

const isObject = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(doc: JsonDocument | undefined, path: string): unknown {
  let value: unknown = doc;
  for (const step of path.split('.')) value = isObject(value) ? value[step] : undefined;
  return value;
}

/** Sets (or, undefined, removes) the value at `path`; a nested one only where its parent object is there. */
function setAt(doc: JsonDocument, path: string, value: unknown): void {
  const steps = path.split('.');
  const name = steps.pop() as string;
  let parent: unknown = doc;
  for (const step of steps) parent = isObject(parent) ? parent[step] : undefined;
  if (!isObject(parent)) return;
  if (value === undefined) delete parent[name];
  else parent[name] = value as JsonDocument[string];
}

function secretOf(field: ComputedField, secrets: SecretsOfWrite | undefined) {
  if (!field.from) return undefined;
  return { plaintext: secrets?.values.get(field.from), kept: secrets?.kept.has(field.from) ?? false, sentEncrypted: secrets?.sealed?.has(field.from) ?? false };
}

export function applyComputedFields(definition: ResourceDefinition, input: ComputedFieldsInput): void {
  const now = input.now ?? new Date();
  for (const field of definition.computed ?? []) {
    const compute = serverComputations[field.computation];
    const value = compute({
      object: input.object,
      stored: input.stored,
      storedValue: valueAt(input.stored, field.path),
      secret: secretOf(field, input.secrets),
      now,
      keys: input.keys,
      schema: {},
    });
    setAt(input.object, field.path, value);
  }
}
