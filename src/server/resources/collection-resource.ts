/**
 * The generic collection resource behind schema-described pages: list (sorted case-insensitively
 * by `sortBy`), get, create (generated ids, uniqueness), update (immutable fields) and delete.
 * A create's and an update's checks and fills are the write rules' (write-rules.ts).
 */
import type { RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import { ApiError, apiResult, fieldError, notFound, validationFailed, type ValidationErrorItem } from '../core/api-error';
import type { JsonDocument, Store, StoreReader, StoreWriter } from '../store/store';
import { StreamedItems } from '../kernel/streamed-items';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import { defaultItemOf } from './default-items';
import { hasSecrets, keyOf, keysFor, nameFieldOf, resourceNoun, secretFieldsOf } from './definition-facts';
import { secretOwner, storeSecrets, withEncryptedSecrets } from './secret-fields';
import { resourceMessage } from './resource-rules';
import { usersOf } from './object-users';
import { runWrite, runWriteIn, type StoredWriteContext } from './write-rules';
import { checkIfMatch, type IfMatch, type Versioned } from '../kernel/preconditions';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

function sortValue(doc: JsonDocument, field: string): string {
  const value = doc[field];
  return value === undefined || value === null ? '' : String(value).toLowerCase();
}

/** The list operation's query parameters, already coerced by the contract validation. */
export interface ListQuery {
  filter?: unknown;
  page?: unknown;
  numberPerPage?: unknown;
  sortOrder?: unknown;
  includeDefaultOpenId?: unknown;
}

export interface ListResult {
  items: JsonDocument[];
  totalItems?: number;
}

interface Window {
  offset: number;
  limit?: number;
}

/** page (1-based) and numberPerPage (default 20 when paging, at most 100); no paging when neither is sent. */
function pageWindow(query: ListQuery): Window {
  if (query.page === undefined && query.numberPerPage === undefined) return { offset: 0 };
  const page = query.page === undefined ? 1 : Number(query.page);
  const size = query.numberPerPage === undefined ? DEFAULT_PAGE_SIZE : Number(query.numberPerPage);
  const errors: ValidationErrorItem[] = [];
  if (!Number.isInteger(page) || page < 1) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'page', message: 'Page must be a whole number of at least 1.' });
  }
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    errors.push({
      errorId: 'invalid_field',
      fieldPath: 'numberPerPage',
      message: `Number per page must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    });
  }
  if (errors.length > 0) throw validationFailed(errors);
  return { offset: (page - 1) * size, limit: size };
}

/** A list request's filter, order and window, checked (422 for a bad sort order or page). */
export interface ListRequest {
  filter?: string;
  descending: boolean;
  offset: number;
  /** Omitted: every item from offset on. */
  limit?: number;
  /** page or numberPerPage was sent: the answer carries totalItems. */
  pageAsked: boolean;
}

/** The list query of a collection served by its own handler (not a generic resource). */
export function listRequest(query: ListQuery): ListRequest {
  if (query.sortOrder !== undefined && query.sortOrder !== 'ASC' && query.sortOrder !== 'DESC') {
    throw fieldError('sortOrder', "Sort order must be 'ASC' or 'DESC'.");
  }
  const window = pageWindow(query);
  return {
    filter: typeof query.filter === 'string' && query.filter !== '' ? query.filter : undefined,
    descending: query.sortOrder === 'DESC',
    ...window,
    pageAsked: query.page !== undefined || query.numberPerPage !== undefined,
  };
}

/** A handler's answer for a list request: {items}, with totalItems when a page was asked for. */
export function listAnswer(request: ListRequest, items: unknown[], totalItems: number): { items: unknown[]; totalItems?: number } {
  return request.pageAsked ? { items, totalItems } : { items };
}

/**
 * Lists a collection. With a listQuery the filter (case-insensitive, literal substring of the
 * name), the sort order of the name and the page are done by the store in SQL; the answer then
 * carries totalItems. Collections sorted by something other than their name field are small and
 * sorted here.
 */
export async function listCollection(store: Store, definition: ResourceDefinition, query: ListQuery = {}, keys?: ConfigurationKeys): Promise<ListResult> {
  const listQuery = definition.listQuery ?? { filter: false, paging: false, sortOrder: false, totalItems: 'withPage' };
  // Only what the list operation takes counts (listQuery, from the contract).
  const request = listRequest(query);
  const filter = listQuery.filter ? request.filter : undefined;
  const descending = listQuery.sortOrder && request.descending;
  const window = listQuery.paging ? { offset: request.offset, limit: request.limit } : { offset: 0 };
  const sortBy = definition.sortBy ?? nameFieldOf(definition);

  const result =
    sortBy === nameFieldOf(definition)
      ? await listByName(store, definition, filter, descending, window, query.includeDefaultOpenId === true)
      : await listInMemory(store, definition, sortBy, filter, descending, window);
  if (hasSecrets(definition)) result.items = await Promise.all(result.items.map((doc) => presented(store, definition, doc, keys)));
  // PingFederate's answer to a request for the whole list has no totalItems (scopes aside); a page has it.
  return listQuery.paging && (request.pageAsked || listQuery.totalItems === 'always') ? result : { items: result.items };
}

/**
 * A request for the whole of a collection listed by name, answered in PingFederate's shape
 * ({items}, no totalItems), is streamed from the store (StreamedItems) rather than built: the
 * store's order is the listing's. Undefined when the request asks for anything else (a page, a
 * filter, descending order, the default item) or the collection has its own order.
 */
export function streamWholeCollection(store: Store, definition: ResourceDefinition, query: ListQuery = {}): StreamedItems | undefined {
  const listQuery = definition.listQuery;
  const asksMore = [query.page, query.numberPerPage, query.filter, query.sortOrder, query.includeDefaultOpenId].some((value) => value !== undefined && value !== '');
  const byName = (definition.sortBy ?? nameFieldOf(definition)) === nameFieldOf(definition);
  // Objects with secrets are answered with their encrypted values, which the stored rows lack.
  if (asksMore || !byName || listQuery?.totalItems === 'always' || defaultItemOf(definition.store) || hasSecrets(definition)) return undefined;
  return new StreamedItems(store.streamItemDocs(definition.store), definition.bareList === true);
}

async function listByName(
  store: Store,
  definition: ResourceDefinition,
  filter: string | undefined,
  descending: boolean,
  window: Window,
  includeDefault: boolean,
): Promise<Required<ListResult>> {
  const extra = includeDefault ? await missingDefaultItem(store, definition, filter) : undefined;
  if (!extra) {
    const page = await store.queryItems(definition.store, { filter, descending, ...window });
    return { items: page.items.map((i) => i.doc), totalItems: page.totalItems };
  }
  // The default item takes its place in the sorted listing: the stored rows around it are paged
  // as if it were one of them.
  const id = String(extra[keyOf(definition)]);
  const position = await store.countItemsBefore(definition.store, filter, String(extra[nameFieldOf(definition)]), id, descending);
  const end = window.limit === undefined ? Infinity : window.offset + window.limit;
  const inWindow = position >= window.offset && position < end;
  const offset = position < window.offset ? window.offset - 1 : window.offset;
  const limit = window.limit === undefined ? undefined : window.limit - (inWindow ? 1 : 0);
  const page = await store.queryItems(definition.store, { filter, descending, offset, limit });
  const items = page.items.map((i) => i.doc);
  if (inWindow) items.splice(position - window.offset, 0, structuredClone(extra));
  return { items, totalItems: page.totalItems + 1 };
}

/** The collection's default item when it is not stored and matches the filter. */
async function missingDefaultItem(store: Store, definition: ResourceDefinition, filter: string | undefined): Promise<JsonDocument | undefined> {
  const extra = defaultItemOf(definition.store);
  if (!extra) return undefined;
  const name = String(extra[nameFieldOf(definition)]);
  if (filter !== undefined && !name.toLowerCase().includes(filter.toLowerCase())) return undefined;
  return (await store.getItem(definition.store, String(extra[keyOf(definition)]))) ? undefined : extra;
}

async function listInMemory(
  store: Store,
  definition: ResourceDefinition,
  sortBy: string,
  filter: string | undefined,
  descending: boolean,
  window: Window,
): Promise<Required<ListResult>> {
  const key = keyOf(definition);
  const nameField = nameFieldOf(definition);
  let items = (await store.listItems(definition.store)).map((item) => item.doc);
  if (filter !== undefined) items = items.filter((doc) => sortValue(doc, nameField).includes(filter.toLowerCase()));
  items.sort((a, b) => sortValue(a, sortBy).localeCompare(sortValue(b, sortBy)) || sortValue(a, key).localeCompare(sortValue(b, key)));
  if (descending) items.reverse();
  const totalItems = items.length;
  return { items: items.slice(window.offset, window.limit === undefined ? undefined : window.offset + window.limit), totalItems };
}

export async function getCollectionItem(store: Store, definition: ResourceDefinition, id: string, keys?: ConfigurationKeys): Promise<JsonDocument> {
  return (await readCollectionItem(store, definition, id, keys)).doc;
}

/** The object as answered, and its version. */
export async function readCollectionItem(store: Store, definition: ResourceDefinition, id: string, keys?: ConfigurationKeys): Promise<Versioned> {
  const stored = await store.getVersionedItem(definition.store, id);
  if (!stored) throw notFound(`${resourceNoun(definition)} '${id}' was not found.`);
  return { doc: await presented(store, definition, stored.doc, keys), version: stored.version };
}

/** A stored object as answered: with the encrypted values of its secrets. */
async function presented(reader: StoreReader, definition: ResourceDefinition, doc: JsonDocument, keys: ConfigurationKeys | undefined): Promise<JsonDocument> {
  if (!hasSecrets(definition)) return doc;
  return withEncryptedSecrets(reader, keysFor(definition, keys), secretFieldsOf(definition, doc), secretOwner(definition.store, String(doc[keyOf(definition)])), doc);
}

/** Stores the object a write's rules made and its secrets, and answers it as a read would, with the version it now has. */
async function putObject(tx: StoreWriter, { definition, id, object, secrets, secretFields, keys }: StoredWriteContext): Promise<Versioned> {
  await tx.putItem(definition.store, id, String(object[nameFieldOf(definition)] ?? id), object);
  if (secrets && (await storeSecrets(tx, keysFor(definition, keys), secretOwner(definition.store, id), secrets))) await tx.renewItemVersion(definition.store, id);
  const { version } = (await tx.getVersionedItem(definition.store, id))!;
  if (!secrets) return { doc: object, version };
  return { doc: await withEncryptedSecrets(tx, keysFor(definition, keys), secretFields, secretOwner(definition.store, id), object), version };
}

/** `caller`: whose request it is, for per-field role rules (none: the server's own, such as --demo). */
export async function createCollectionItem(store: Store, definition: ResourceDefinition, body: JsonDocument, keys?: ConfigurationKeys, caller?: RoleHolder): Promise<JsonDocument> {
  return (await createVersionedItem(store, definition, body, keys, caller)).doc;
}

/** The create, answering the new object's version too. */
export function createVersionedItem(store: Store, definition: ResourceDefinition, body: JsonDocument, keys?: ConfigurationKeys, caller?: RoleHolder): Promise<Versioned> {
  return runWrite(store, { definition, kind: 'create', body, keys, caller }, (tx, written) => putObject(tx, written));
}

/** The update, answering the object only. */
export async function updateCollectionItem(...update: Parameters<typeof updateVersionedItem>): Promise<JsonDocument> {
  return (await updateVersionedItem(...update)).doc;
}

/** The update, refused with 412 when `ifMatch` names another version than the stored one; answers the new version too. */
export function updateVersionedItem(
  store: Store,
  definition: ResourceDefinition,
  id: string,
  body: JsonDocument,
  keys?: ConfigurationKeys,
  caller?: RoleHolder,
  ifMatch?: IfMatch,
): Promise<Versioned> {
  return runWrite(store, { definition, kind: 'update', body, keys, caller, id, ifMatch }, (tx, written) => putObject(tx, written));
}

/** A create or update that commits with the other writes of the caller's transaction (a whole policy's trees). */
export async function writeCollectionItemIn(
  tx: StoreWriter,
  store: Store,
  definition: ResourceDefinition,
  write: { kind: 'create' | 'update'; body: JsonDocument; id?: string },
  keys?: ConfigurationKeys,
  caller?: RoleHolder,
): Promise<JsonDocument> {
  return (await runWriteIn(tx, store, { definition, ...write, keys, caller }, (inner, written) => putObject(inner, written))).doc;
}

/**
 * Deleting an object that others use (usedBy, or a plugin instance's configuration) is refused with
 * the page's inUse or deleteFailed text, else with the users named. `alsoDelete`: what a domain
 * keeps beside the object, removed in the same transaction.
 */
export async function deleteCollectionItem(
  store: Store,
  definition: ResourceDefinition,
  id: string,
  alsoDelete?: (tx: StoreWriter, id: string) => Promise<void>,
  precondition?: { ifMatch?: IfMatch; keys?: ConfigurationKeys },
): Promise<void> {
  await store.transaction((tx) => deleteCollectionItemIn(tx, definition, id, alsoDelete, precondition));
}

/** The same deletion inside the caller's transaction; a stale `If-Match` refuses it with 412. */
export async function deleteCollectionItemIn(
  tx: StoreWriter,
  definition: ResourceDefinition,
  id: string,
  alsoDelete?: (tx: StoreWriter, id: string) => Promise<void>,
  precondition: { ifMatch?: IfMatch; keys?: ConfigurationKeys } = {},
): Promise<void> {
  const stored = await tx.getVersionedItem(definition.store, id);
  const existing = stored?.doc;
  if (existing && precondition.ifMatch) await checkIfMatch(precondition.ifMatch, stored.version, () => presented(tx, definition, existing, precondition.keys));
  if (!existing) throw notFound(`${resourceNoun(definition)} '${id}' was not found.`);
  const users = await usersOf(tx, definition, id);
  if (users.length > 0) {
    const name = String(existing[nameFieldOf(definition)] ?? id);
    const template = resourceMessage(definition, 'inUse') ?? resourceMessage(definition, 'deleteFailed') ?? `'{name}' is in use by ${users.join(', ')} and cannot be deleted.`;
    throw new ApiError(422, apiResult('resource_in_use', template.replace(/\{name\}/g, name)));
  }
  await tx.deleteItem(definition.store, id);
  await alsoDelete?.(tx, id);
  if (hasSecrets(definition)) await tx.deleteSecrets(secretOwner(definition.store, id));
}
