/**
 * The persistence interface of the reference server, implemented on SQLite (sqlite-store.ts, the
 * default) and PostgreSQL (postgres-store.ts: several cluster nodes sharing one database). It is
 * split by role (roles/); `Store` is all of them. Both backends run the same role code over the
 * one SQL catalogue (sql/), each in its dialect. Writes are only reachable inside `transaction`,
 * so every write is atomic and a crash loses no acknowledged write.
 */
import type { StoreReader, StoreWriter } from './roles/every-role';

export type { JsonDocument, VersionedDocument } from './roles/documents';
export type { ItemHit, ItemPage, ItemQuery, ItemReader, ItemSearch, ItemWriter, StoredItem } from './roles/items';
export type { ServerState, SettingsReader, SettingsWriter } from './roles/settings';
export type { AccountReader, AccountWriter, StoredAccount } from './roles/accounts';
export type { SignInReader, SignInWriter, StoredApiToken, StoredLoginFailures, StoredSession } from './roles/sign-ins';
export type { SecretReader, SecretWriter, StoredEncryptionKey, StoredSecret } from './roles/secrets';
export type { HistoryKind, HistoryOperation, HistoryPage, HistoryQuery, HistoryReader, HistoryWriter, NewHistoryEntry, StoredHistoryEntry } from './roles/history';
export type { ClusterStateReader, ClusterStateWriter, ConfigurationSnapshot, ConfigurationState } from './roles/cluster';

export type { StoreReader, StoreWriter } from './roles/every-role';

export interface Store extends StoreReader {
  /**
   * True when the data lives in a database embedded in this server process (SQLite), which
   * suits trial use only; a shared external database (PostgreSQL) says false.
   */
  readonly embedded: boolean;
  /** Where the data lives, for administrators (a file path or a database name; no credentials). */
  readonly location: string;
  /**
   * Runs `fn` in one transaction: committed when its promise resolves, rolled back when it
   * rejects. No update is lost between transactions: SQLite runs them one at a time; PostgreSQL
   * runs them side by side (also from other nodes) and serializes those that touch the same data
   * with locks, and may run `fn` again when the database aborts it for a deadlock, so `fn` should
   * only work through `tx`.
   */
  transaction<T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
