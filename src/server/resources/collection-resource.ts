/**
 * The generic collection resource behind schema-described pages: list (sorted case-insensitively
 * by `sortBy`), get, create (generated ids, uniqueness), update (immutable fields) and delete.
 * Every check that reads other items runs inside the write transaction, so two concurrent creates
 * cannot both pass a uniqueness check.
 */
import { generateId, ID_PATTERN, ID_PATTERN_MESSAGE } from '../../shared/ids';
import type { ResourceDefinition } from '../../shared/route-binding';
import { fieldError, notFound, validationFailed } from '../http/api-error';
import { fieldLabel } from '../http/field-labels';
import type { JsonDocument, Store, StoreWriter } from '../store/store';
import { blankRequiredFields, inUseMessage, invalidListEntries, isBlank } from './resource-rules';

const keyOf = (d: ResourceDefinition): string => d.key ?? 'id';
const nameFieldOf = (d: ResourceDefinition): string => d.label ?? d.sortBy ?? keyOf(d);

function sortValue(doc: JsonDocument, field: string): string {
  const value = doc[field];
  return value === undefined || value === null ? '' : String(value).toLowerCase();
}

export async function listCollection(store: Store, definition: ResourceDefinition): Promise<{ items: JsonDocument[] }> {
  const sortBy = definition.sortBy ?? nameFieldOf(definition);
  const key = keyOf(definition);
  const items = (await store.listItems(definition.store)).map((item) => item.doc);
  items.sort((a, b) => sortValue(a, sortBy).localeCompare(sortValue(b, sortBy)) || sortValue(a, key).localeCompare(sortValue(b, key)));
  return { items };
}

export async function getCollectionItem(store: Store, definition: ResourceDefinition, id: string): Promise<JsonDocument> {
  const doc = await store.getItem(definition.store, id);
  if (!doc) throw notFound(`${resourceNoun(definition)} '${id}' was not found.`);
  return doc;
}

export async function createCollectionItem(store: Store, definition: ResourceDefinition, body: JsonDocument): Promise<JsonDocument> {
  const key = keyOf(definition);
  // The key first, so stored and returned objects read like PingFederate's.
  const doc: JsonDocument = { [key]: body[key], ...body };
  if (isBlank(doc[key])) {
    if (!definition.generateId) throw fieldError(key, `${fieldLabel(key)} is required.`, 'required_field_missing');
    doc[key] = generateId();
  }
  const id = String(doc[key]);
  if (!ID_PATTERN.test(id)) throw fieldError(key, ID_PATTERN_MESSAGE);
  checkFields(definition, doc);

  return store.transaction(async (tx) => {
    if (await tx.getItem(definition.store, id)) throw fieldError(key, inUseMessage(key, id), 'duplicate_value');
    await checkUnique(tx, definition, doc, undefined);
    await tx.putItem(definition.store, id, String(doc[nameFieldOf(definition)] ?? id), doc);
    return doc;
  });
}

export async function updateCollectionItem(
  store: Store,
  definition: ResourceDefinition,
  id: string,
  body: JsonDocument,
): Promise<JsonDocument> {
  const key = keyOf(definition);
  // The path names the object; a body id may only repeat it.
  if (!isBlank(body[key]) && String(body[key]) !== id) throw fieldError(key, 'ID cannot be changed.', 'immutable_field');
  const doc: JsonDocument = { [key]: id, ...body };
  doc[key] = id;
  checkFields(definition, doc);

  return store.transaction(async (tx) => {
    const existing = await tx.getItem(definition.store, id);
    if (!existing) throw notFound(`${resourceNoun(definition)} '${id}' was not found.`);
    for (const field of definition.immutable) {
      if (field === key || !(field in body)) continue;
      if (JSON.stringify(existing[field]) !== JSON.stringify(body[field])) {
        throw fieldError(field, `${fieldLabel(field)} cannot be changed.`, 'immutable_field');
      }
    }
    await checkUnique(tx, definition, doc, id);
    await tx.putItem(definition.store, id, String(doc[nameFieldOf(definition)] ?? id), doc);
    return doc;
  });
}

export async function deleteCollectionItem(store: Store, definition: ResourceDefinition, id: string): Promise<void> {
  await store.transaction(async (tx) => {
    if (!(await tx.deleteItem(definition.store, id))) throw notFound(`${resourceNoun(definition)} '${id}' was not found.`);
  });
}

function checkFields(definition: ResourceDefinition, doc: JsonDocument): void {
  const errors = [...blankRequiredFields(definition, doc), ...invalidListEntries(definition, doc)];
  if (errors.length > 0) throw validationFailed(errors);
}

async function checkUnique(tx: StoreWriter, definition: ResourceDefinition, doc: JsonDocument, ownId: string | undefined): Promise<void> {
  const key = keyOf(definition);
  const nameField = nameFieldOf(definition);
  for (const field of definition.unique ?? []) {
    const value = doc[field];
    if (isBlank(value)) continue;
    const wanted = String(value).toLowerCase();
    // The name field is indexed; other unique fields are rare and collections small.
    const candidates = field === nameField ? await tx.findItemsByName(definition.store, String(value)) : await tx.listItems(definition.store);
    const clash = candidates.find(
      (item) => item.id !== ownId && String(item.doc[key]) !== ownId && String(item.doc[field] ?? '').toLowerCase() === wanted,
    );
    if (clash) throw fieldError(field, inUseMessage(field, value), 'duplicate_value');
  }
}

function resourceNoun(definition: ResourceDefinition): string {
  return definition.schema.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}
