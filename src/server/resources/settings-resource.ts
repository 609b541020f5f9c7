/**
 * The generic settings resource: one JSON document per page, replaced whole by PUT. Its secrets
 * (ResourceDefinition.secrets) are kept as a collection object's are (secret-fields.ts); its
 * checks are the write rules' (write-rules.ts).
 */
import type { RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition, SettingsRotation } from '../../shared/route-binding';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { JsonDocument, Store } from '../store/store';
import { keysFor } from './definition-facts';
import { firstKeys, setAt, shiftedKeys } from './key-chains';
import { documentSecretOwner, storeSecrets, withEncryptedSecrets } from './secret-fields';
import { serverComputations } from './server-computations';
import { runWrite } from './write-rules';
import { DEFAULT_VERSION, type IfMatch, type Versioned } from '../kernel/preconditions';

const secretsOf = (definition: ResourceDefinition) => definition.secrets ?? [];

/** Settings are keyed by the store namespace, which stays stable when a page is renamed. Answered with each secret's encrypted value. */
export async function getSettingsDocument(store: Store, definition: ResourceDefinition, keys?: ConfigurationKeys): Promise<JsonDocument> {
  return (await readSettingsDocument(store, definition, keys)).doc;
}

/** The document as answered, and its version (DEFAULT_VERSION while none was saved). */
export async function readSettingsDocument(store: Store, definition: ResourceDefinition, keys?: ConfigurationKeys): Promise<Versioned> {
  const stored = await store.getVersionedSettings(definition.store);
  const doc = stored?.doc ?? structuredClone(definition.settingsDefault ?? {});
  const version = stored?.version ?? DEFAULT_VERSION;
  if (secretsOf(definition).length === 0) return { doc, version };
  return { doc: await withEncryptedSecrets(store, keysFor(definition, keys), secretsOf(definition), documentSecretOwner(definition.store), doc), version };
}

/** The save, answering the document only. */
export async function putSettingsDocument(...save: Parameters<typeof putVersionedSettingsDocument>): Promise<JsonDocument> {
  return (await putVersionedSettingsDocument(...save)).doc;
}

/**
 * The save, refused with 412 when `ifMatch` names another version than the stored one; answers
 * the new version too. `caller`: whose request it is, for per-field role rules (none: the
 * server's own, such as --demo). `storedAs`: a rotation along a chain of keys: the stored document
 * as the rotation moved it, which the write's rules read as the stored one (a moved key keeps its creationDate).
 */
export function putVersionedSettingsDocument(
  store: Store,
  definition: ResourceDefinition,
  body: JsonDocument,
  caller?: RoleHolder,
  keys?: ConfigurationKeys,
  storedAs?: (stored: JsonDocument) => JsonDocument,
  ifMatch?: IfMatch,
): Promise<Versioned> {
  return runWrite(store, { definition, kind: 'settings', body, caller, keys, storedAs, ifMatch }, async (tx, { object, secrets }) => {
    await tx.putSettings(definition.store, object);
    if (secrets && (await storeSecrets(tx, keysFor(definition, keys), documentSecretOwner(definition.store), secrets))) await tx.renewSettingsVersion(definition.store);
    const { version } = (await tx.getVersionedSettings(definition.store))!;
    if (!secrets) return { doc: object, version };
    return { doc: await withEncryptedSecrets(tx, keysFor(definition, keys), secretsOf(definition), documentSecretOwner(definition.store), object), version };
  });
}

const generated = (rotation: SettingsRotation, keys: ConfigurationKeys | undefined) =>
  serverComputations.generatedSecret({ object: {}, stored: undefined, storedValue: undefined, secret: undefined, now: new Date(), keys, schema: rotation.schema, unchanged: false }) as string;

/**
 * A page action that rotates a secret of the document (page schema `rotates`): the stored document
 * is saved again, as its GET answers it, with a new generated secret at `rotation.secret`; so the
 * save runs every write rule (its computations: a fingerprint follows the new secret), the secret
 * is kept encrypted as any typed one, and history records it as a secret change. Along a chain of
 * keys (`shifts`), each key moves into the one before it, with its encrypted value (which keeps
 * its encryption) and its computed values, and the newest is a new key of the generated secret.
 * Answers the document as a GET does (the new secret only as its encrypted value).
 */
export async function rotateSettingsSecret(store: Store, definition: ResourceDefinition, rotation: SettingsRotation, caller?: RoleHolder, keys?: ConfigurationKeys): Promise<JsonDocument> {
  const current = await getSettingsDocument(store, definition, keys);
  const secret = generated(rotation, keys);
  const { shifts } = rotation;
  if (!shifts) return putSettingsDocument(store, definition, withValueAt(current, rotation.secret, secret), caller, keys);
  const rotated = withValueAt(shiftedKeys(current, shifts), `${shifts[shifts.length - 1]}.${rotation.secret}`, secret);
  return putSettingsDocument(store, definition, rotated, caller, keys, (stored) => shiftedKeys(stored, shifts));
}

/**
 * At start: each settings document with a chain of keys that is not stored yet (a new server) is
 * made, through every write rule, from its default with a new generated secret in each key the
 * default holds, so its first GET answers keys; the history records it as the system's.
 */
export async function makeKeyChains(store: Store, definitions: Record<string, ResourceDefinition>, keys: ConfigurationKeys): Promise<void> {
  for (const definition of Object.values(definitions)) {
    for (const rotation of definition.kind === 'settings' ? (definition.rotations ?? []) : []) {
      if (!rotation.shifts || (await store.getSettings(definition.store))) continue;
      await putSettingsDocument(store, definition, firstKeys(definition.settingsDefault ?? {}, rotation, () => generated(rotation, keys)), undefined, keys);
    }
  }
}

/** A copy of `doc` with `value` at the dotted `path` (its missing parent objects made). */
function withValueAt(doc: JsonDocument, path: string, value: unknown): JsonDocument {
  const copy = structuredClone(doc);
  setAt(copy, path, value);
  return copy;
}
