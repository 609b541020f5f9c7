/**
 * The generic settings resource: one JSON document per page, replaced whole by PUT. Its secrets
 * (ResourceDefinition.secrets) are kept as a collection object's are (secret-fields.ts); its
 * checks are the write rules' (write-rules.ts).
 */
import type { RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { JsonDocument, Store } from '../store/store';
import { keysFor } from './definition-facts';
import { documentSecretOwner, storeSecrets, withEncryptedSecrets } from './secret-fields';
import { serverComputations } from './server-computations';
import { runWrite } from './write-rules';

const secretsOf = (definition: ResourceDefinition) => definition.secrets ?? [];

/** Settings are keyed by the store namespace, which stays stable when a page is renamed. Answered with each secret's encrypted value. */
export async function getSettingsDocument(store: Store, definition: ResourceDefinition, keys?: ConfigurationKeys): Promise<JsonDocument> {
  const doc = (await store.getSettings(definition.store)) ?? structuredClone(definition.settingsDefault ?? {});
  if (secretsOf(definition).length === 0) return doc;
  return withEncryptedSecrets(store, keysFor(definition, keys), secretsOf(definition), documentSecretOwner(definition.store), doc);
}

/** `caller`: whose request it is, for per-field role rules (none: the server's own, such as --demo). */
export async function putSettingsDocument(store: Store, definition: ResourceDefinition, body: JsonDocument, caller?: RoleHolder, keys?: ConfigurationKeys): Promise<JsonDocument> {
  return runWrite(store, { definition, kind: 'settings', body, caller, keys }, async (tx, { object, secrets }) => {
    await tx.putSettings(definition.store, object);
    if (!secrets) return object;
    await storeSecrets(tx, keysFor(definition, keys), documentSecretOwner(definition.store), secrets);
    return withEncryptedSecrets(tx, keysFor(definition, keys), secretsOf(definition), documentSecretOwner(definition.store), object);
  });
}

/**
 * A page action that rotates a secret of the document (page schema `rotates`): the stored document
 * is saved again, as its GET answers it, with a new generated secret at `rotation.secret`; so the
 * save runs every write rule (its computations: a fingerprint follows the new secret), the secret
 * is kept encrypted as any typed one, and history records it as a secret change. Answers the
 * document as a GET does (the new secret only as its encrypted value).
 */
export async function rotateSettingsSecret(
  store: Store,
  definition: ResourceDefinition,
  rotation: NonNullable<ResourceDefinition['rotations']>[number],
  caller?: RoleHolder,
  keys?: ConfigurationKeys,
): Promise<JsonDocument> {
  const current = await getSettingsDocument(store, definition, keys);
  const secret = serverComputations.generatedSecret({ object: current, stored: current, storedValue: undefined, secret: undefined, now: new Date(), keys, schema: rotation });
  return putSettingsDocument(store, definition, withValueAt(current, rotation.secret, secret), caller, keys);
}

/** A copy of `doc` with `value` at the dotted `path` (its missing parent objects made). */
function withValueAt(doc: JsonDocument, path: string, value: unknown): JsonDocument {
  const copy = structuredClone(doc);
  const steps = path.split('.');
  const name = steps.pop() as string;
  let parent = copy as Record<string, unknown>;
  for (const step of steps) {
    if (typeof parent[step] !== 'object' || parent[step] === null) parent[step] = {};
    parent = parent[step] as Record<string, unknown>;
  }
  parent[name] = value;
  return copy;
}
