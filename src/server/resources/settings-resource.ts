/** The generic settings resource: one JSON document per page, replaced whole by PUT. */
import type { RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import { checkFieldRoles } from './field-roles';
import { validationFailed } from '../http/api-error';
import type { JsonDocument, Store } from '../store/store';
import { blankRequiredFields, invalidListEntries } from './resource-rules';
import { checkReferences } from './reference-checks';

/** Settings are keyed by the store namespace, which stays stable when a page is renamed. */
export async function getSettingsDocument(store: Store, definition: ResourceDefinition): Promise<JsonDocument> {
  return (await store.getSettings(definition.store)) ?? structuredClone(definition.settingsDefault ?? {});
}

/** `caller`: whose request it is, for per-field role rules (none: the server's own, such as --demo). */
export async function putSettingsDocument(store: Store, definition: ResourceDefinition, body: JsonDocument, caller?: RoleHolder): Promise<JsonDocument> {
  const doc = { ...body };
  checkFieldRoles(definition, caller, await getSettingsDocument(store, definition), doc);
  // A required list is checked entry by entry; leaving it out (or empty) is allowed, as its
  // default is an empty list.
  const isListField = (field: string) => Array.isArray(definition.settingsDefault?.[field]);
  const scalarRequired = definition.required.filter((field) => !isListField(field));
  const errors = [
    ...blankRequiredFields({ ...definition, required: scalarRequired }, doc),
    ...invalidListEntries(definition, doc),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  await store.transaction(async (tx) => {
    await checkReferences(tx, definition, doc);
    await tx.putSettings(definition.store, doc);
  });
  return doc;
}
