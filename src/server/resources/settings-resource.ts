/**
 * The generic settings resource: one JSON document per page, replaced whole by PUT. Its secrets
 * (ResourceDefinition.secrets) are kept as a collection object's are (secret-fields.ts).
 */
import type { RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import { checkFieldRoles } from './field-roles';
import { validationFailed } from '../core/api-error';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { JsonDocument, Store, StoreReader } from '../store/store';
import { blankRequiredFields, invalidListEntries } from './resource-rules';
import { checkReferences } from './reference-checks';
import { documentSecretOwner, storeSecrets, takeSecrets, withEncryptedSecrets } from './secret-fields';

/** The configuration keys, which a document with secrets cannot do without. */
function keysFor(definition: ResourceDefinition, keys: ConfigurationKeys | undefined): ConfigurationKeys {
  if (!keys) throw new Error(`The settings document ${definition.store} has secrets and needs the configuration keys.`);
  return keys;
}

const secretsOf = (definition: ResourceDefinition) => definition.secrets ?? [];

/** The stored document (or the default), without its secrets. */
async function storedDocument(reader: StoreReader, definition: ResourceDefinition): Promise<JsonDocument> {
  return (await reader.getSettings(definition.store)) ?? structuredClone(definition.settingsDefault ?? {});
}

/** Settings are keyed by the store namespace, which stays stable when a page is renamed. Answered with each secret's encrypted value. */
export async function getSettingsDocument(store: Store, definition: ResourceDefinition, keys?: ConfigurationKeys): Promise<JsonDocument> {
  const doc = await storedDocument(store, definition);
  if (secretsOf(definition).length === 0) return doc;
  return withEncryptedSecrets(store, keysFor(definition, keys), secretsOf(definition), documentSecretOwner(definition.store), doc);
}

/** `caller`: whose request it is, for per-field role rules (none: the server's own, such as --demo). */
export async function putSettingsDocument(store: Store, definition: ResourceDefinition, body: JsonDocument, caller?: RoleHolder, keys?: ConfigurationKeys): Promise<JsonDocument> {
  const doc = structuredClone(body);
  // A required list is checked entry by entry; leaving it out (or empty) is allowed, as its
  // default is an empty list.
  const isListField = (field: string) => Array.isArray(definition.settingsDefault?.[field]);
  const scalarRequired = definition.required.filter((field) => !isListField(field));
  const errors = [
    ...blankRequiredFields({ ...definition, required: scalarRequired }, doc),
    ...invalidListEntries(definition, doc),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  const secrets = secretsOf(definition).length > 0 ? await takeSecrets(store, keysFor(definition, keys), secretsOf(definition), doc) : undefined;
  // Neither side holds secrets: they are compared as what is stored.
  checkFieldRoles(definition, caller, await storedDocument(store, definition), doc);
  return store.transaction(async (tx) => {
    await checkReferences(tx, definition, doc);
    await tx.putSettings(definition.store, doc);
    if (!secrets) return doc;
    await storeSecrets(tx, keysFor(definition, keys), documentSecretOwner(definition.store), secrets);
    return withEncryptedSecrets(tx, keysFor(definition, keys), secretsOf(definition), documentSecretOwner(definition.store), doc);
  });
}
