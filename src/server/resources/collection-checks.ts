/** The checks of a collection object's own key and fields: its id, its required fields (also by condition), what may not change, what must be unique. */
import { hasNoValue, requiredFieldsOf } from '../../shared/field-conditions';
import { ID_PATTERN, ID_PATTERN_MESSAGE } from '../../shared/ids';
import type { ResourceDefinition } from '../../shared/route-binding';
import { fieldError, validationFailed } from '../core/api-error';
import { labelOf } from '../services/contract/field-labels';
import type { JsonDocument, StoreReader } from '../store/store';
import { keyOf, nameFieldOf } from './definition-facts';
import { blankRequiredFields, inUseMessage, invalidListEntries, isBlank, requiredFieldMissing, valueAt } from './resource-rules';

/** Generated or client-chosen ids follow the id pattern; names used as keys only must not be blank-padded. */
export function checkKey(definition: ResourceDefinition, id: string): void {
  const key = keyOf(definition);
  // A made key joins ids with '|' (an access token mapping's default|jwt): each part follows the id pattern.
  if (definition.keyFrom) {
    if (!id.split('|').every((part) => ID_PATTERN.test(part))) throw fieldError(key, ID_PATTERN_MESSAGE);
  } else if (key === 'id' || definition.generateId) {
    if (!ID_PATTERN.test(id)) throw fieldError(key, ID_PATTERN_MESSAGE);
  } else if (/\s/.test(id)) {
    throw fieldError(key, `${labelOf(definition.labels, key)} must not contain whitespace.`);
  }
}

/**
 * Required fields not blank and required lists' entries valid, all reported at once. A settings
 * document's required list may be left out (or empty): its default is an empty list.
 */
export function checkRequiredFields(definition: ResourceDefinition, doc: JsonDocument): void {
  const isDefaultList = (field: string) => definition.kind === 'settings' && Array.isArray(definition.settingsDefault?.[field]);
  const scalarRequired = definition.required.filter((field) => !isDefaultList(field));
  const errors = [...blankRequiredFields({ ...definition, required: scalarRequired }, doc), ...invalidListEntries(definition, doc)];
  if (errors.length > 0) throw validationFailed(errors);
}

/**
 * Fields required by condition (requiredWhen) whose condition holds for `doc` have a value (the
 * same test as the form's, src/shared/field-conditions.ts), with the errors of required fields, all at once.
 */
export function checkRequiredWhen(definition: ResourceDefinition, doc: JsonDocument): void {
  const required = requiredFieldsOf((definition.requiredWhen ?? []).map((rule) => ({ name: rule.field, requiredWhen: rule.when })), doc);
  // A secret left blank is kept when its encrypted value comes back: it has a value.
  const kept = (field: string) => definition.secrets?.some((secret) => secret.path === field && !hasNoValue(valueAt(doc, field.replace(/[^.]+$/, secret.encryptedAs))));
  const errors = required.filter((field) => hasNoValue(valueAt(doc, field)) && !kept(field)).map((field) => requiredFieldMissing(definition.labels, field));
  if (errors.length > 0) throw validationFailed(errors);
}

/** The immutable fields a request sends must be the stored ones (the key is the path's). */
export function checkImmutable(definition: ResourceDefinition, body: JsonDocument, existing: JsonDocument): void {
  for (const field of definition.immutable) {
    if (field === keyOf(definition) || !(field in body)) continue;
    if (JSON.stringify(existing[field]) !== JSON.stringify(body[field])) {
      throw fieldError(field, `${labelOf(definition.labels, field)} cannot be changed.`, 'immutable_field');
    }
  }
}

/** No other object of the collection has the same value (ignoring case) in a unique field. */
export async function checkUnique(reader: StoreReader, definition: ResourceDefinition, doc: JsonDocument, ownId: string | undefined): Promise<void> {
  const key = keyOf(definition);
  const nameField = nameFieldOf(definition);
  for (const field of definition.unique ?? []) {
    // A dotted field (a session policy's authenticationSource.sourceRef.id) is named by its object.
    const value = valueAt(doc, field);
    if (isBlank(value)) continue;
    const wanted = String(value).toLowerCase();
    // The name field is indexed; other unique fields are rare and collections small.
    const candidates = field === nameField ? await reader.findItemsByName(definition.store, String(value)) : await reader.listItems(definition.store);
    const clash = candidates.find(
      (item) => item.id !== ownId && String(item.doc[key]) !== ownId && String(valueAt(item.doc, field) ?? '').toLowerCase() === wanted,
    );
    if (clash) throw fieldError(field, inUseMessage(labelOf(definition.labels, field, field.split('.')[0].replace(/Ref$/, '')), value), 'duplicate_value');
  }
}
