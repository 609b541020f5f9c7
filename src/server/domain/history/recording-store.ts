/**
 * The history recorder: a store whose transactions record every configuration change they make
 * (collection items, settings documents, administrative accounts, replications of the cluster) in
 * configuration_history, in the same transaction, so a change and its record commit or roll back
 * together. It wraps either backend; whatever a handler writes through `tx` is seen here.
 * `putItems` (seeds and benchmarks only) is not recorded.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { HistoryKind, JsonDocument, NewHistoryEntry, Store, StoreWriter } from '../../store/store';
import { currentChangeAuthor, currentRevertOf } from './change-author';
import { ChangeLog } from './change-log';

export interface HistoryOptions {
  /**
   * The object's name for the history (a write's own name wins), or undefined for a namespace whose
   * changes are not recorded (not configuration: a user's shortcuts).
   */
  nameOf: (namespace: string, id: string, doc: JsonDocument | undefined) => string | undefined;
  now: () => number;
  /** Entries older than this are forgotten (checked at most hourly, by a committing change). */
  retentionMs: number;
}

export const ACCOUNTS_NAMESPACE = '/administrativeAccounts';
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
      const result = await fn(recordingWriter(tx, log, options));
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

function recordingWriter(tx: StoreWriter, changes: ChangeLog, options: HistoryOptions): StoreWriter {
  const log = {
    change(kind: HistoryKind, namespace: string, id: string, name: string | undefined, before: JsonDocument | undefined, after: JsonDocument | undefined) {
      const known = options.nameOf(namespace, id, after ?? before);
      if (known !== undefined) changes.change(kind, namespace, id, name ?? known, before, after);
    },
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
      return inserted;
    },
    async updateAccount(username, change) {
      const before = await tx.getAccount(username);
      const updated = await tx.updateAccount(username, change);
      if (updated && before) log.change('account', ACCOUNTS_NAMESPACE, before.username, before.username, before.doc, change.doc);
      return updated;
    },
    async deleteAccount(username) {
      const before = await tx.getAccount(username);
      const deleted = await tx.deleteAccount(username);
      if (deleted && before) log.change('account', ACCOUNTS_NAMESPACE, before.username, before.username, before.doc, undefined);
      return deleted;
    },
    async publishConfiguration(now) {
      const state = await tx.publishConfiguration(now);
      changes.replicated(state.replicatedVersion, now);
      return state;
    },
  };
  return overriding(tx, writes);
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
