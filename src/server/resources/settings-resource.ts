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
