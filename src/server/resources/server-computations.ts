/**
 * The one registry of values the server computes (a contract property marked
 * `x-server-computed: <name>`, readOnly to clients): name → function of what a write knows. The
 * names are shared with the generator (src/shared/server-computations.ts), which refuses others.
 * A new computation is one function here, with its test (tests/unit/server/server-computations.test.ts).
 *
 * applyComputedFields runs them on a write's object: each property marked (ResourceDefinition.computed)
 * gets its computed value, whatever the request sent there (readOnly: ignored, as PingFederate
 * ignores read-only properties), or is left out.
 */
import { randomBytes } from 'node:crypto';
import { generatedSecretShape, type SecretSchema } from '../../shared/generated-secrets';
import type { ResourceDefinition } from '../../shared/route-binding';
import { documentReadBy, type ComputedField, type ServerComputationName } from '../../shared/server-computations';
import type { JsonDocument } from '../store/store';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { SecretsOfWrite } from './secret-fields';
import { canonicalJson } from '../services/canonical-json';
import { kerberosKeySets } from './kerberos-key-sets';

/** What a computation may read. */
export interface ComputationContext {
  /** The object being written, as the write rules made it (secrets already taken out). */
  object: JsonDocument;
  /** The stored object (update), the stored or default document (settings save); none on create. */
  stored: JsonDocument | undefined;
  /** The property's own value in the stored object (its dotted path read there). */
  storedValue: unknown;
  /**
   * The secret at `from`: its plaintext when this write sets it; `kept` when the write keeps the
   * stored one (sent blank); `sentEncrypted` when it came as an encrypted value this server made
   * (passed back unchanged, or a key a rotation moved), so it is no new secret.
   */
  secret: { plaintext?: string; kept: boolean; sentEncrypted?: boolean } | undefined;
  /** The clock. */
  now: Date;
  /** The configuration keys (for a computation that needs to seal or open a value). */
  keys: ConfigurationKeys | undefined;
  /** The property's contract schema (a generated secret reads its lengths, format and pattern). */
  schema: SecretSchema;
  /** The write leaves the stored object as it was (computed properties aside; every secret kept or sent back): a save of what was read. */
  unchanged: boolean;
  /** The settings document the computation reads (SERVER_COMPUTATIONS' `reads`), as stored or else its default; none for the others. */
  document?: JsonDocument;
}

/** undefined: the property is left out. */
export type ServerComputation = (context: ComputationContext) => unknown;

export const serverComputations: Record<ServerComputationName, ServerComputation> = {
  creationDate: ({ storedValue, now, secret }) => {
    const stored = typeof storedValue === 'string' ? storedValue : undefined;
    // The object's date: made by its first write, kept after.
    if (!secret) return stored ?? now.toISOString();
    // A key's date (from its secret): a secret typed or generated is a new key, made now; a kept
    // or passed-back one keeps its date; without a secret there is no key, so no date.
    if (secret.plaintext !== undefined) return secret.sentEncrypted ? (stored ?? now.toISOString()) : now.toISOString();
    return secret.kept ? stored : undefined;
  },
  // The time of the last write that changed something: a save of what was read changes nothing, so no history either.
  lastModified: ({ now, storedValue, unchanged }) => (unchanged && typeof storedValue === 'string' ? storedValue : now.toISOString()),
  secretFingerprint: ({ secret, storedValue, keys }) => {
    // Keyed (an HMAC under a key from the master key), never a bare hash a reader could test guesses against.
    if (secret?.plaintext !== undefined) return keys?.fingerprint(secret.plaintext);
    // Kept (sent blank or as its unchanged encrypted value): the same secret, the same fingerprint.
    return secret?.kept ? storedValue : undefined;
  },
  generatedSecret: ({ schema }) => {
    // The shape the contract takes (the generator refused a secret none fits): 32 random bytes, base64 or base64url.
    const shape = generatedSecretShape(schema);
    if (!shape) throw new Error(`No generated secret satisfies ${JSON.stringify(schema)}.`);
    return randomBytes(shape.bytes).toString(shape.encoding).slice(0, shape.length);
  },
  kerberosKeySets,
};

export interface ComputedFieldsInput {
  object: JsonDocument;
  stored: JsonDocument | undefined;
  secrets: SecretsOfWrite | undefined;
  keys: ConfigurationKeys | undefined;
  now?: Date;
  /** The names of the secrets stored for the object now (a save that drops one changes it). */
  storedSecrets?: ReadonlySet<string>;
  /** The settings documents the computations read, by contract path (see documentsReadBy). */
  documents?: ReadonlyMap<string, JsonDocument>;
}

/** The contract paths of the settings documents the computations of `definition` read. */
export const documentsReadBy = (definition: ResourceDefinition): string[] =>
  [...new Set((definition.computed ?? []).map((field) => documentReadBy(field.computation)).filter((path): path is string => path !== undefined))];

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

/** Whether the write leaves the stored object as it was: the same object once computed properties are set aside, and no secret typed anew. */
function changesNothing(definition: ResourceDefinition, input: ComputedFieldsInput): boolean {
  if (!input.stored) return false;
  const secrets = input.secrets;
  // Every secret stored is kept (sent blank) or sent back as its encrypted value, and none is new.
  if (secrets && [...secrets.values.keys()].some((path) => !secrets.sealed?.has(path) || !input.storedSecrets?.has(path))) return false;
  for (const name of input.storedSecrets ?? []) if (!secrets?.kept.has(name) && !secrets?.sealed?.has(name)) return false;
  const withoutComputed = (doc: JsonDocument) => {
    const copy = structuredClone(doc);
    for (const field of definition.computed ?? []) setAt(copy, field.path, undefined);
    return canonicalJson(copy);
  };
  return withoutComputed(input.object) === withoutComputed(input.stored);
}

export function applyComputedFields(definition: ResourceDefinition, input: ComputedFieldsInput): void {
  const now = input.now ?? new Date();
  const unchanged = (definition.computed ?? []).length > 0 && changesNothing(definition, input);
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
      unchanged,
      document: ((path) => (path === undefined ? undefined : input.documents?.get(path)))(documentReadBy(field.computation)),
    });
    setAt(input.object, field.path, value);
  }
}
