/**
 * The history recorder: a store whose transactions record every configuration change they make
 * (collection items, settings documents, administrative accounts, replications of the cluster) in
 * configuration_history, in the same transaction, so a change and its record commit or roll back
 * together. It wraps either backend; whatever a handler writes through `tx` is seen here.
 * A secret lives apart from its object (the secrets store), so a write of secrets alone is seen by
 * its owner: the owner's secrets in clear before the transaction first writes them and at its end;
 * one that differs (typed anew, removed) changes its object, recorded masked (change-log.ts). A
 * secret written back as it was (its encrypted value passed back, a key rotation) changes nothing.
 * An account's new password hash is its password changed. `putItems` (seeds and benchmarks only)
 * is not recorded.
 */
import { storagePath } from '../../store/storage-path';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { HistoryKind, JsonDocument, NewHistoryEntry, Store, StoreReader, StoreWriter } from '../../store/store';
import { currentChangeAuthor, currentRevertOf } from '../../services/change-author';
import { ChangeLog, type SecretChange } from './change-log';

/** What the recorder needs to know of secrets: an owner's in clear, and the object they belong to. */
export interface HistorySecrets {
  /** The secrets of `owner` in clear, by name (the configuration keys open them). */
  plaintextsOf: (reader: StoreReader, owner: string) => Promise<Map<string, string>>;
  /** The object whose secrets `owner` holds; undefined for an owner outside the catalog. */
  objectOf: (owner: string) => { kind: 'item' | 'settings'; namespace: string; id: string } | undefined;
}

export interface HistoryOptions {
  /**
   * The object's name for the history (a write's own name wins), or undefined for a namespace whose
   * changes are not recorded (not configuration: a user's shortcuts).
   */
  nameOf: (namespace: string, id: string, doc: JsonDocument | undefined) => string | undefined;
  now: () => number;
  /** Entries older than this are forgotten (checked at most hourly, by a committing change). */
  retentionMs: number;
  secrets: HistorySecrets;
}

export const ACCOUNTS_NAMESPACE = storagePath('/administrativeAccounts');
/** An account's password, as its history shows it changed (masked). */
const PASSWORD = 'password';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

type ChangeObserver = (entries: NewHistoryEntry[]) => void;
const observers = new AsyncLocalStorage<ChangeObserver>();

/**
 * Runs `fn` with `observer` told the changes of the transaction it runs, just before they are
 * recorded and committed (a bulk import's report); throwing rolls the transaction back (a dry run).
 */
export const observingChanges = <T>(observer: ChangeObserver, fn: () => Promise<T>): Promise<T> => observers.run(observer, fn);

export function recordingHistory(store: Store, options: HistoryOptions): Store {
  let lastPurge = 0;
  const transaction = <T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T> =>
    store.transaction(async (tx) => {
      // PostgreSQL may run the function again after a deadlock: each attempt keeps its own log.
      const log = new ChangeLog();
      const writer = recordingWriter(tx, log, options);
      const result = await fn(writer.tx);
      await writer.settleSecrets();
      const now = options.now();
      const entries = log.entries(now, currentChangeAuthor(), currentRevertOf());
      observers.getStore()?.(entries);
      if (entries.length > 0) await tx.addHistoryEntries(entries);
      if (entries.length > 0 && now - lastPurge > PURGE_INTERVAL_MS) {
        await tx.purgeHistory(now - options.retentionMs);
        lastPurge = now;
      }
      return result;
    });
  return overriding(store, { transaction } as Partial<Store>);
}

function recordingWriter(tx: StoreWriter, changes: ChangeLog, options: HistoryOptions): { tx: StoreWriter; settleSecrets: () => Promise<void> } {
  const log = {
    change(kind: HistoryKind, namespace: string, id: string, name: string | undefined, before: JsonDocument | undefined, after: JsonDocument | undefined) {
      const known = options.nameOf(namespace, id, after ?? before);
      if (known !== undefined) changes.change(kind, namespace, id, name ?? known, before, after);
    },
    secrets(kind: HistoryKind, namespace: string, id: string, doc: JsonDocument | undefined, secrets: SecretChange[]) {
      const known = options.nameOf(namespace, id, doc);
      if (known !== undefined) changes.secretsChanged(kind, namespace, id, known, doc, secrets);
    },
  };
  // Each owner's secrets in clear before this transaction first wrote them (a promise: taken once).
  const secretsBefore = new Map<string, Promise<Map<string, string>>>();
  const beforeSecretWrite = (owner: string) => {
    if (!secretsBefore.has(owner)) secretsBefore.set(owner, options.secrets.plaintextsOf(tx, owner));
    return secretsBefore.get(owner);
  };
  const settleSecrets = async () => {
    for (const [owner, taken] of secretsBefore) {
      const before = await taken;
      const after = await options.secrets.plaintextsOf(tx, owner);
      const names = [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort();
      const object = names.length > 0 ? options.secrets.objectOf(owner) : undefined;
      if (!object) continue;
      const doc = object.kind === 'item' ? await tx.getItem(object.namespace, object.id) : await tx.getSettings(object.namespace);
      log.secrets(object.kind, object.namespace, object.id, doc, names.map((name) => ({ name, before: before.has(name), after: after.has(name) })));
    }
  };
  const writes: Partial<StoreWriter> = {
    async putItem(namespace, id, name, doc) {
      const before = await tx.getItem(namespace, id);
      await tx.putItem(namespace, id, name, doc);
      log.change('item', namespace, id, name, before, doc);
    },
    async deleteItem(namespace, id) {
      const before = await tx.getItem(namespace, id);
      const deleted = await tx.deleteItem(namespace, id);
      if (deleted) log.change('item', namespace, id, undefined, before, undefined);
      return deleted;
    },
    async putSettings(key, doc) {
      const before = await tx.getSettings(key);
      await tx.putSettings(key, doc);
      log.change('settings', key, key, undefined, before, doc);
    },
    async insertAccount(account) {
      const inserted = await tx.insertAccount(account);
      if (inserted) log.change('account', ACCOUNTS_NAMESPACE, account.username, account.username, undefined, account.doc);
      if (inserted) log.secrets('account', ACCOUNTS_NAMESPACE, account.username, account.doc, [{ name: PASSWORD, before: false, after: true }]);
      return inserted;
    },
    async updateAccount(username, change) {
      const before = await tx.getAccount(username);
      const updated = await tx.updateAccount(username, change);
      if (updated && before) log.change('account', ACCOUNTS_NAMESPACE, before.username, before.username, before.doc, change.doc);
      if (updated && before && change.passwordHash !== undefined && change.passwordHash !== before.passwordHash) {
        log.secrets('account', ACCOUNTS_NAMESPACE, before.username, change.doc, [{ name: PASSWORD, before: true, after: true }]);
      }
      return updated;
    },
    async deleteAccount(username) {
      const before = await tx.getAccount(username);
      const deleted = await tx.deleteAccount(username);
      if (deleted && before) log.change('account', ACCOUNTS_NAMESPACE, before.username, before.username, before.doc, undefined);
      return deleted;
    },
    async putSecret(secret) {
      await beforeSecretWrite(secret.owner);
      await tx.putSecret(secret);
    },
    async deleteSecrets(owner, name) {
      await beforeSecretWrite(owner);
      await tx.deleteSecrets(owner, name);
    },
    async publishConfiguration(now) {
      const state = await tx.publishConfiguration(now);
      changes.replicated(state.replicatedVersion, now);
      return state;
    },
  };
  return { tx: overriding(tx, writes), settleSecrets };
}

/** `target` with some methods replaced; every other member is the target's own (methods bound to it). */
function overriding<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.prototype.hasOwnProperty.call(replaced, property)) return replaced[property as keyof T];
      const value = Reflect.get(object, property, object) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
