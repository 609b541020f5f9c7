/**
 * POST /bulk/import: a file in PingFederate's bulk format applied all or nothing. Every item is
 * written by its resource type's own operation with the caller's credentials (so validation,
 * references and roles are exactly a form's), and every request runs in the import's one
 * transaction (import-requests.ts). The report is the history recorder's list of the changes the
 * transaction made; a dry run rolls back once it has it.
 */
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { components } from '../../../../generated/api-types.gen';
import { fieldError } from '../../core/api-error';
import { callerRequests, API_BASE } from '../../kernel/caller-requests';
import type { Caller, ServerContext } from '../../kernel/handler-types';
import type { NewHistoryEntry } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import type { HistoryCatalog } from '../history/index';
import { namespacePath } from '../history/index';
import { ACCOUNTS_NAMESPACE, observingChanges } from '../history/index';
import { SERVER_VERSION } from '../../core/product';
import { currentApiPath } from '../../core/api-path-aliases';
import { reservedIdProblem } from '../../services/contract/item-path-siblings';
import { objectPath, type BulkType, type PlannedOperation } from './bulk-catalog';
import { asPartOfImport } from './import-requests';
import { ImportVersionCheck } from './import-version-check';
import { configurationId } from './object-versions';
import { ImportRefusals } from './import-refusals';
import { withoutReadOnlyFields } from './read-only-fields';
import { holdingElsewhere } from '../../resources/reference-checks';
import { sameOpened } from './sealed-secrets';
import { clearAhead, collectionsOf, deleteInPasses, keysInFile, leftoversOf, modeOf, type ImportMode } from './import-modes';
import { dropUnknownFields } from './unknown-fields';
import { namingDocumentsNotSaved, resetNamingDocuments } from './naming-documents';
import { applyConfigStore, isConfigStoreOperation, storedConfigStoreKeys, type ConfigStoreOperation } from './config-store-operations';

type BulkConfig = components['schemas']['BulkConfig'];
type BulkImportReport = components['schemas']['BulkImportReport'];
type Send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<LightMyRequestResponse>;

/** A version's major and minor numbers, the part that says which fields it has. */
const release = (version: string) => version.split('.').slice(0, 2).map(Number);

/** Whether `version` is later than this server's (12.2 or 13.0 for 12.1; 12.1.0.4 is the same). */
function isLaterVersion(version: string): boolean {
  const [major, minor] = release(version);
  const [ours, oursMinor] = release(SERVER_VERSION);
  return major > ours || (major === ours && (minor ?? 0) > (oursMinor ?? 0));
}

/**
 * A file of this or an earlier version is imported, as PingFederate imports it; a later version's
 * has fields and choices this server lacks, and is refused unless the caller sets `option`, the
 * parameter that asks them left out (a configuration archive's is forceUnsupportedImport).
 */
export function checkVersion(pfVersion: string, optionSet: boolean, option = 'dropUnknownFields'): void {
  const wellFormed = /^\d+(\.\d+)*$/.test(pfVersion);
  if (wellFormed && (!isLaterVersion(pfVersion) || optionSet)) return;
  throw fieldError(
    'metadata.pfVersion',
    wellFormed
      ? `This file was exported from PingFederate ${pfVersion}, a later version than this server's (${SERVER_VERSION}). Import it with ${option} to leave out what ${SERVER_VERSION} does not have (the report lists each), or export it again from ${SERVER_VERSION}.`
      : `'${pfVersion}' is not a PingFederate version (such as ${SERVER_VERSION}).`,
    'unsupported_version',
  );
}

/** The operations this server applies (the config store's apart), and a report line for each it skips. */
function plan(file: BulkConfig, catalog: readonly BulkType[], served: (resourceType: string) => boolean) {
  const applied: PlannedOperation[] = [];
  const settings: ConfigStoreOperation[] = [];
  const skipped: BulkImportReport['skipped'] = [];
  file.operations.forEach((operation, index) => {
    if (isConfigStoreOperation(operation)) return void settings.push({ index, operation });
    const type = operation.subResource === undefined ? catalog.find((t) => t.resourceType === operation.resourceType) : undefined;
    if (type) applied.push({ index, operation, type });
    else {
      const reason = served(operation.resourceType) && operation.subResource === undefined
        ? 'This server does not write this resource type in bulk: what its API answers is not what it takes (a license is installed from its file).'
        : 'This server does not serve this resource type.';
      skipped.push({ resourceType: operation.resourceType, ...(operation.subResource !== undefined ? { subResource: operation.subResource } : {}), reason });
    }
  });
  return { applied, settings, skipped };
}

/** The keys of the objects the file saves in the types this server skips, by type (reference-checks.ts). */
function skippedObjects(file: BulkConfig, skipped: BulkImportReport['skipped']): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>();
  const types = new Set(skipped.filter((entry) => entry.subResource === undefined).map((entry) => entry.resourceType));
  for (const operation of file.operations) {
    if (operation.operationType !== 'SAVE' || operation.subResource !== undefined || !types.has(operation.resourceType)) continue;
    const keys = held.get(operation.resourceType) ?? new Set<string>();
    for (const item of operation.items ?? []) if (typeof item.id === 'string') keys.add(item.id);
    held.set(operation.resourceType, keys);
  }
  return held;
}

class DryRunDone extends Error {}

export interface ImportOptions {
  dryRun: boolean;
  failFast: boolean;
  /** What happens to what the file does not hold; without it, the file's own mode (modeOf). */
  mode?: ImportMode;
  /** Leave out (and report) the fields and choices this server's version lacks instead of refusing the item. */
  dropUnknownFields?: boolean;
  /** The version was checked already (a configuration archive's, against its forceUnsupportedImport). */
  anyVersion?: boolean;
  /** Refuse (412) to change objects changed since the export, by the versions the file records (import-version-check.ts). */
  checkVersions?: boolean;
}

/** The caller's request that asks for the import: its credentials make the import's own requests. */
export interface ImportCaller {
  server: ServerContext;
  caller: Caller;
  request: FastifyRequest;
}

/** The file with each resource type this server answered at another path before (core/api-path-aliases.ts) at its current one. */
const withCurrentPaths = (file: BulkConfig): BulkConfig => ({ ...file, operations: file.operations.map((operation) => ({ ...operation, resourceType: currentApiPath(operation.resourceType) })) });

/** A bulk import's planning and transaction over the resource types of `catalog`. */
export class BulkImport {
  constructor(
    private readonly catalog: readonly BulkType[],
    private readonly history: HistoryCatalog,
    private readonly servedPaths: ReadonlySet<string>,
    /** The names under which answers carry encrypted secrets (compared by what they open to). */
    private readonly secretSiblings: ReadonlySet<string>,
  ) {}

  /** The skipped operations of `file`, without importing anything. */
  skipped(sent: BulkConfig): BulkImportReport['skipped'] {
    return plan(withCurrentPaths(sent), this.catalog, (resourceType) => this.servedPaths.has(resourceType)).skipped;
  }

  async run({ server, caller, request }: ImportCaller, sent: BulkConfig, options: ImportOptions): Promise<BulkImportReport> {
    const dropping = options.dropUnknownFields ?? false;
    const file = withCurrentPaths(dropping ? structuredClone(sent) : sent);
    if (!options.anyVersion) checkVersion(file.metadata.pfVersion, dropping);
    const mode = modeOf(file, options.mode);
    const { applied, settings, skipped } = plan(file, this.catalog, (resourceType) => this.servedPaths.has(resourceType));
    const dropped = dropping ? withoutUnknownFields(applied) : [];
    const versions = options.checkVersions ? ImportVersionCheck.of(file, await configurationId(server.store), this.history, (namespace) => resourceTypeOf(this.history, namespace)) : undefined;
    let changes: NewHistoryEntry[] = [];
    const observe = (entries: NewHistoryEntry[]) => {
      const conflict = versions?.conflictOf(entries);
      if (conflict) throw conflict;
      changes = entries;
      if (options.dryRun) throw new DryRunDone();
    };
    const send = callerRequests(request);
    const same: SameDocument = (answer, item) => sameOpened(answer, item, this.secretSiblings, server.keys);
    try {
      await observingChanges(observe, () =>
        server.store.transaction(async (tx) => {
          holdingElsewhere(tx, skippedObjects(file, skipped));
          // Read in the import's transaction, which holds each object's scope from then on (an
          // advisory lock on PostgreSQL, one writer on SQLite): nothing changes between check and write.
          await versions?.readBefore(tx);
          const configStore = { planned: settings, storedKeys: storedConfigStoreKeys(tx) };
          return asPartOfImport(tx, (headers) => {
            const checked: Send = (method, path, payload) => send(method, path, payload, headers);
            return applyOperations(applied, this.catalog, checked, { caller, failFast: options.failFast, keys: server.keys, mode, same, configStore });
          });
        }),
      );
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
    const line = (entry: NewHistoryEntry) => ({
      resourceType: resourceTypeOf(this.history, entry.namespace),
      id: entry.objectId,
      name: entry.objectName,
    });
    const made = (operation: NewHistoryEntry['operation']) => changes.filter((entry) => entry.operation === operation).map(line);
    return { dryRun: options.dryRun, mode, pfVersion: file.metadata.pfVersion, created: made('CREATE'), changed: made('UPDATE'), deleted: made('DELETE'), skipped, dropped };
  }
}

/** The resource type of a namespace's changes: its read's path, or the namespace's own where that read names one of its parts (a config store bundle). */
function resourceTypeOf(history: HistoryCatalog, namespace: string): string {
  const read = history.typeOf(namespace)?.read.url.slice(API_BASE.length);
  return read !== undefined && !read.includes('/:') ? read : namespacePath(namespace);
}

const NOT_IN_FILE = 'the file holds no objects of this type, and replacing the configuration deletes them; import with mode=MERGE to keep the types the file does not name';

/** Whether the API's answer is the file's item (secrets sealed otherwise count as what they open to). */
type SameDocument = (answer: unknown, item: Record<string, unknown>) => Promise<boolean>;

interface ApplyContext {
  caller: Caller;
  failFast: boolean;
  keys: ConfigurationKeys;
  mode: ImportMode;
  same: SameDocument;
  /** The file's config store operations, and the stored settings' keys as the import's transaction reads them. */
  configStore: { planned: readonly ConfigStoreOperation[]; storedKeys: () => Promise<string[]> };
}

async function applyOperations(planned: PlannedOperation[], catalog: readonly BulkType[], send: Send, { caller, failFast, keys, mode, same, configStore }: ApplyContext): Promise<void> {
  const refusals = new ImportRefusals(failFast);
  const collections = collectionsOf(catalog);
  // A replacing import empties what the file does not hold before it saves (names the file's objects take are free again).
  if (mode === 'REPLACE') {
    for (const { type, answer } of await resetNamingDocuments(namingDocumentsNotSaved(catalog, planned), send)) refusals.check(answer, 'operations', type.resourceType);
    await clearAhead(collections, keysInFile(planned), send, (type, key) => isOwnAccount(type, key, caller));
  }
  /** The collections the file saves, with the keys of their objects in it and the operation that saves them. */
  const saved = new Map<BulkType, { keys: Set<string>; at: string }>();
  const saveCollection = async (type: BulkType, items: Record<string, unknown>[], itemsAt: string, at: string) => {
    const entry = saved.get(type) ?? { keys: new Set<string>(), at };
    saved.set(type, entry);
    for (const [position, item] of items.entries()) {
      const at = `${itemsAt}[${position}]`;
      const key = type.files ? await saveFile(type, type.files, item, at, send, refusals, keys) : await saveItem(type, item, at, send, refusals, same);
      if (key !== undefined) entry.keys.add(key);
    }
  };
  /** A settings document is saved with one item; its embedded collections as collections. */
  const saveSettings = async (type: BulkType, items: Record<string, unknown>[], at: string) => {
    if (items.length !== 1) return refusals.add(`${at}.items`, `${type.resourceType}: a settings document is saved with exactly one item, not ${items.length}.`);
    const { embedded, document } = splitEmbedded(type, items[0]);
    if (!(await answersAlready(send, same, type.resourceType, document, Object.keys(type.embedded ?? {})))) {
      refusals.check(await send('PUT', type.resourceType, withoutReadOnlyFields(document)), `${at}.items[0]`, type.resourceType);
    }
    for (const [property, { collection, items: listed }] of Object.entries(embedded)) await saveCollection(collection, listed, `${at}.items[0].${property}`, at);
  };
  for (const { index, operation, type } of planned) {
    const at = `operations[${index}]`;
    // The contract holds each kind to its list (a SAVE's items, a DELETE's itemIds).
    if (operation.operationType === 'DELETE') await deleteItems(type, operation.itemIds, at, send, refusals);
    else if (type.kind === 'settings') await saveSettings(type, operation.items, at);
    else await saveCollection(type, operation.items, `${at}.items`, at);
  }
  await applyConfigStore(configStore.planned, send, refusals, mode, configStore.storedKeys);
  // A collection the file saves (replacing: every collection) holds the file's objects only: the
  // others go, in passes; what clearing ahead could not delete is tried again now.
  const cleaned = collections.filter((type) => saved.has(type) || (mode === 'REPLACE' && type.remove));
  const at = (type: BulkType) => saved.get(type)?.at ?? 'operations';
  const why = (type: BulkType) => (saved.has(type) ? 'not in the file, which saves this collection' : NOT_IN_FILE);
  const { leftovers, unread } = await leftoversOf(cleaned, (type) => saved.get(type)?.keys ?? new Set(), send, (type, key) => isOwnAccount(type, key, caller));
  for (const { type, answer } of unread) refusals.check(answer, at(type), type.resourceType);
  for (const { type, key } of leftovers.filter(({ type }) => !type.remove)) refusals.add(at(type), `${type.resourceType} '${key}': objects of this type cannot be deleted.`);
  const refused = await deleteInPasses(leftovers.filter(({ type }) => type.remove), send);
  for (const { leftover: { type, key }, answer } of refused) refusals.check(answer, at(type), `${type.resourceType} '${key}' (${why(type)})`);
  refusals.finish();
}

/** Leaves out of the file's saved items what this server's contract lacks; a report line for each. Files (key pairs, certificates) are taken as they are: their import reads only its own fields. */
function withoutUnknownFields(planned: readonly PlannedOperation[]): BulkImportReport['dropped'] {
  const dropped: BulkImportReport['dropped'] = [];
  for (const { index, operation, type } of planned) {
    if (operation.operationType !== 'SAVE' || !type.update?.schema.body) continue;
    for (const [position, item] of operation.items.entries()) {
      const id = type.key !== undefined && typeof item[type.key] === 'string' ? { id: item[type.key] as string } : {};
      for (const { fieldPath, reason } of dropUnknownFields(item, type.update.schema.body)) {
        dropped.push({ resourceType: type.resourceType, ...id, fieldPath: `operations[${index}].items[${position}].${fieldPath}`, reason });
      }
    }
  }
  return dropped;
}

/** A settings document without its embedded collections (bulk-catalog.ts), and those collections' items. */
function splitEmbedded(type: BulkType, item: Record<string, unknown>) {
  const document = { ...item };
  const embedded: Record<string, { collection: BulkType; items: Record<string, unknown>[] }> = {};
  for (const [property, collection] of Object.entries(type.embedded ?? {})) {
    if (Array.isArray(item[property])) embedded[property] = { collection, items: item[property] as Record<string, unknown>[] };
    delete document[property];
  }
  return { embedded, document };
}

/** Creates the object, or updates it when one with its key exists; its key, once known. */
async function saveItem(type: BulkType, item: Record<string, unknown>, at: string, send: Send, refusals: ImportRefusals, same: SameDocument): Promise<string | undefined> {
  const key = item[type.key as string];
  if (typeof key !== 'string' || key === '') {
    const created = await send('POST', type.resourceType, withoutReadOnlyFields(item));
    return refusals.check(created, at, `${type.resourceType} (new)`) ? String((created.json() as Record<string, unknown>)[type.key as string]) : undefined;
  }
  // Its path would answer another resource (a GET of /idp/adapters/descriptors does): refused as its create would be.
  if (refusedAsReserved(type, key, at, refusals)) return undefined;
  const current = await send('GET', objectPath(type, key));
  if (current.statusCode === 200 && (await same(current.json(), item))) return key;
  const written = withoutReadOnlyFields(item);
  // An account's password is set when it is made; an existing one's is reset, never imported over it.
  if (current.statusCode === 200 && type.resourceType === ACCOUNTS_NAMESPACE) {
    delete written.password;
    delete written.encryptedPassword;
  }
  const saved = current.statusCode === 200 ? await send('PUT', objectPath(type, key), written) : await send('POST', type.resourceType, written);
  refusals.check(saved, at, `${type.resourceType} '${key}'`);
  return key;
}

/** An item whose key is a literal segment beside the collection's item path: refused at its key, as its create would be. */
function refusedAsReserved(type: BulkType, key: string, at: string, refusals: ImportRefusals): boolean {
  const field = (type.key as string | undefined) ?? 'id';
  const problem = reservedIdProblem(type.resourceType, key, field);
  if (problem) refusals.add(`${at}.${field}`, `${type.resourceType} '${key}': ${problem}`, 'reserved_id');
  return problem !== undefined;
}

/**
 * Whether the API answers the document exactly as the file has it: then it is not written again
 * (a write would stamp a plugin's lastModified, or store a settings default as a change).
 */
async function answersAlready(send: Send, same: SameDocument, path: string, item: Record<string, unknown>, leftOut: readonly string[] = []): Promise<boolean> {
  const current = await send('GET', path);
  if (current.statusCode !== 200) return false;
  const answer = current.json() as Record<string, unknown>;
  for (const property of leftOut) delete answer[property];
  return same(answer, item);
}

/**
 * Imports a key pair or certificate unless one with its ID exists (they are never changed, only
 * deleted and imported again). A key pair's encrypted password is opened here: an import takes it
 * in clear.
 */
async function saveFile(type: BulkType, files: NonNullable<BulkType['files']>, item: Record<string, unknown>, at: string, send: Send, refusals: ImportRefusals, keys: ConfigurationKeys): Promise<string | undefined> {
  const id = typeof item.id === 'string' && item.id !== '' ? item.id : undefined;
  const subject = `${type.resourceType} '${id ?? '(new)'}'`;
  if (id !== undefined && refusedAsReserved(type, id, at, refusals)) return undefined;
  if (id !== undefined && (await send('GET', objectPath(type, id))).statusCode === 200) return id;
  const file = withoutReadOnlyFields(item);
  if (typeof file.encryptedPassword === 'string') {
    if (file.password === undefined) {
      const password = await keys.openEncryptedValue(file.encryptedPassword);
      if (password === undefined) {
        refusals.add(`${at}.encryptedPassword`, `${subject}: the encrypted password cannot be opened here; it was encrypted with another master key.`);
        return id;
      }
      file.password = password;
    }
    delete file.encryptedPassword;
  }
  // The import operation's own path: `…/import`, or the list itself (OCSP certificates).
  const imported = await send('POST', files.import.url.slice(API_BASE.length), file);
  return refusals.check(imported, at, subject) ? String((imported.json() as { id: unknown }).id) : id;
}

/** Deletes the file's DELETE operation's objects by key; one already gone is no refusal. */
async function deleteItems(type: BulkType, keys: readonly string[], at: string, send: Send, refusals: ImportRefusals): Promise<void> {
  for (const [position, key] of keys.entries()) {
    const where = `${at}.itemIds[${position}]`;
    if (!type.remove) {
      refusals.add(where, `${type.resourceType} '${key}': objects of this type cannot be deleted.`);
      continue;
    }
    const answer = await send('DELETE', objectPath(type, key));
    if (answer.statusCode !== 404) refusals.check(answer, where, `${type.resourceType} '${key}'`);
  }
}

/** An import never deletes the account making it. */
const isOwnAccount = (type: BulkType, key: string, caller: Caller) =>
  type.resourceType === ACCOUNTS_NAMESPACE && key.toLowerCase() === (caller.username ?? '').toLowerCase();
