/**
 * The persistence interface of the reference server, implemented on SQLite (sqlite-store.ts, the
 * default) and PostgreSQL (postgres-store.ts: several cluster nodes sharing one database). Writes are only reachable inside `transaction`, so every write is
 * atomic and a crash loses no acknowledged write.
 */

export type JsonDocument = Record<string, unknown>;

export interface StoredItem {
  id: string;
  doc: JsonDocument;
}

export interface StoredAccount {
  username: string;
  passwordHash: string;
  /** The account without its password fields. */
  doc: JsonDocument;
}

export interface StoredSession {
  idHash: string;
  username: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface StoredApiToken {
  tokenHash: string;
  username: string;
  /** The session the token was issued from; signing out revokes the token. */
  sessionIdHash: string | null;
  expiresAt: number;
}

/** Failed password sign-ins under one throttling key (an account or a client address). */
export interface StoredLoginFailures {
  key: string;
  failures: number;
  lastFailureAt: number;
  /** Epoch ms until which sign-ins under this key are refused; 0 when not locked. */
  lockedUntil: number;
}

export interface ServerState {
  licenseAgreementAccepted: boolean;
  /** Set explicitly (demo seed, later the setup wizard's finish). */
  initialSetupComplete: boolean;
}

/**
 * A listing of one collection namespace, ordered by the lower-cased name (then the id).
 * `filter`: case-insensitive substring of the name, taken literally (% and _ are not wildcards).
 */
export interface ItemQuery {
  filter?: string;
  descending?: boolean;
  offset?: number;
  /** Omitted: every item from `offset` on. */
  limit?: number;
}

export interface ItemPage {
  items: StoredItem[];
  /** How many items match the filter (all pages). */
  totalItems: number;
}

/** One object found by the header search (item-search.ts). */
export interface ItemHit {
  namespace: string;
  id: string;
  name: string;
}

/**
 * The header search: objects of these namespaces whose name contains `text` or whose id starts
 * with it, ignoring case (one or two characters: names starting with it), from the indexes only.
 */
export interface ItemSearch {
  /** Not blank; matched literally (% and _ are not wildcards). */
  text: string;
  namespaces: string[];
  /** Hits kept per namespace; one more is answered when more match. */
  limitPerNamespace: number;
}

/** A data key of the configuration, wrapped (encrypted) with the master key; base64 fields. */
export interface StoredEncryptionKey {
  keyId: string;
  /** ISO 8601. */
  creationDate: string;
  wrapIv: string;
  wrapTag: string;
  wrappedKey: string;
}

/** One secret, encrypted with the data key `keyId`; base64 fields. */
export interface StoredSecret {
  owner: string;
  name: string;
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

/**
 * The configuration version: every transaction that changes configuration (collection items,
 * settings, accounts, server state, encryption keys, secrets; not sessions, api tokens or login
 * failures) adds one at commit. `replicatedVersion` is the version last published to the
 * cluster's engines (publishConfiguration); replication is required while it is behind.
 */
export interface ConfigurationState {
  version: number;
  /** Epoch ms of the commit that made `version`; absent before the first change. */
  updatedAt?: number;
  replicatedVersion: number;
  /** Epoch ms of the last publishConfiguration. */
  replicatedAt?: number;
}

/** The configuration as of one published version: what engine nodes retrieve and apply. */
export interface ConfigurationSnapshot {
  version: number;
  /** Epoch ms when it was published. */
  createdAt: number;
  /** Epoch ms of the commit that made this version. */
  configurationUpdatedAt?: number;
  items: { namespace: string; id: string; name: string; doc: JsonDocument }[];
  settings: { key: string; doc: JsonDocument }[];
}

/** What a history entry is about: a collection item, a settings document, an account, or a replication of the cluster. */
export type HistoryKind = 'item' | 'settings' | 'account' | 'replication';
export type HistoryOperation = 'CREATE' | 'UPDATE' | 'DELETE' | 'REPLICATE';

/**
 * One configuration change (domain/history): who made it, when, to which object, and the object
 * before and after it (secrets masked). Recorded in the transaction of the write it describes.
 */
export interface NewHistoryEntry {
  /** Epoch ms. */
  at: number;
  username: string;
  kind: HistoryKind;
  /** The collection namespace, the settings key, `/administrativeAccounts`, or `cluster/replication`. */
  namespace: string;
  objectId: string;
  objectName: string;
  operation: HistoryOperation;
  /** Absent for a creation. */
  before?: JsonDocument;
  /** Absent for a deletion. */
  after?: JsonDocument;
  /** The entry this change reverted. */
  revertOf?: number;
}

export interface StoredHistoryEntry extends NewHistoryEntry {
  id: number;
}

/** A page of history, newest first; every condition given must hold. */
export interface HistoryQuery {
  /** Only entries of these namespaces (the ones the caller may read). */
  namespaces: string[];
  namespace?: string;
  objectId?: string;
  /** Ignoring case. */
  username?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  offset: number;
  limit: number;
}

export interface HistoryPage {
  entries: StoredHistoryEntry[];
  totalItems: number;
}

export interface StoreReader {
  /** Items of one collection namespace, in no particular order. */
  listItems(namespace: string): Promise<StoredItem[]>;
  /** A filtered, sorted page of a collection, done by the database with its index. */
  queryItems(namespace: string, query: ItemQuery): Promise<ItemPage>;
  /**
   * How many items matching `filter` sort before an item with this name and id would
   * (in `descending` order when set): where a computed item would sit in a listing.
   */
  countItemsBefore(namespace: string, filter: string | undefined, name: string, id: string, descending: boolean): Promise<number>;
  /**
   * The stored JSON text of every item of a namespace, in listing order (lower-cased name, then
   * id), read a batch at a time (keyset): a whole collection streamed out without being held or
   * parsed. Each batch is its own statement, so other queries run between them.
   */
  streamItemDocs(namespace: string): AsyncIterable<string>;
  getItem(namespace: string, id: string): Promise<JsonDocument | undefined>;
  /** Up to `limitPerNamespace + 1` ranked hits per namespace (item-search.ts), read from the indexes. */
  searchItems(search: ItemSearch): Promise<ItemHit[]>;
  /**
   * Usernames containing `text` ignoring case (the header search; accounts are few), those
   * starting with it first, then by username; at most `limit`. Reads no account document.
   */
  searchAccounts(text: string, limit: number): Promise<string[]>;
  /** Items whose name (the collection's label property) equals `name` ignoring case. */
  findItemsByName(namespace: string, name: string): Promise<StoredItem[]>;
  getSettings(key: string): Promise<JsonDocument | undefined>;
  /** Username lookup ignores case, as usernames are unique ignoring case. */
  getAccount(username: string): Promise<StoredAccount | undefined>;
  countAccounts(): Promise<number>;
  getSession(idHash: string): Promise<StoredSession | undefined>;
  /** Sessions seen at or after `activeSince` (epoch ms), most recently active first. */
  listSessions(activeSince: number): Promise<StoredSession[]>;
  /** Every administrative account, ordered by username ignoring case. */
  listAccounts(): Promise<StoredAccount[]>;
  getApiToken(tokenHash: string): Promise<StoredApiToken | undefined>;
  /** The failure records of these keys that exist. */
  getLoginFailures(keys: string[]): Promise<StoredLoginFailures[]>;
  getServerState(): Promise<ServerState>;
  /** Newest (current) first. */
  listEncryptionKeys(): Promise<StoredEncryptionKey[]>;
  /** Every secret (for re-encryption), ordered by owner and name. */
  listSecrets(): Promise<StoredSecret[]>;
  getSecret(owner: string, name: string): Promise<StoredSecret | undefined>;
  /** The secrets of one owner (for example one plugin instance), ordered by name. */
  listSecretsOf(owner: string): Promise<StoredSecret[]>;
  getConfigurationState(): Promise<ConfigurationState>;
  /** The newest published snapshot, if any configuration was ever published. */
  getLatestSnapshot(): Promise<ConfigurationSnapshot | undefined>;
  queryHistory(query: HistoryQuery): Promise<HistoryPage>;
  getHistoryEntry(id: number): Promise<StoredHistoryEntry | undefined>;
}

export interface StoreWriter extends StoreReader {
  /** Insert or replace; `name` is indexed for case-insensitive lookups. */
  putItem(namespace: string, id: string, name: string, doc: JsonDocument): Promise<void>;
  /** Bulk insert or replace, one prepared statement: for seeds and benchmarks. */
  putItems(namespace: string, items: { id: string; name: string; doc: JsonDocument }[]): Promise<void>;
  /** Resolves false when there was nothing to delete. */
  deleteItem(namespace: string, id: string): Promise<boolean>;
  putSettings(key: string, doc: JsonDocument): Promise<void>;
  /**
   * Adds a new account; resolves false, changing nothing, when the username is taken (ignoring
   * case). Never overwrites: an existing account's password and roles cannot be replaced this way.
   */
  insertAccount(account: StoredAccount): Promise<boolean>;
  /**
   * Replaces an existing account's document and, when given, its password hash; resolves false
   * when there is no such account (ignoring case). Never inserts.
   */
  updateAccount(username: string, change: { doc: JsonDocument; passwordHash?: string }): Promise<boolean>;
  /** Deletes an account with its sessions and their api tokens; false when there was none. */
  deleteAccount(username: string): Promise<boolean>;
  /** Ends every session of an account (ignoring case) and revokes their api tokens, but `keepIdHash`. */
  endSessionsOf(username: string, keepIdHash?: string): Promise<void>;
  putSession(session: StoredSession): Promise<void>;
  touchSession(idHash: string, lastSeenAt: number): Promise<void>;
  /** Also revokes the api tokens issued from the session. */
  deleteSession(idHash: string): Promise<void>;
  putApiToken(token: StoredApiToken): Promise<void>;
  /**
   * Removes sessions idle since before `sessionsIdleBefore` or created before `sessionsCreatedBefore`
   * (with their tokens), and tokens expired before `now`.
   */
  purgeExpired(sessionsIdleBefore: number, now: number, sessionsCreatedBefore?: number): Promise<void>;
  /** Insert or replace. */
  putLoginFailures(record: StoredLoginFailures): Promise<void>;
  deleteLoginFailures(key: string): Promise<void>;
  /** Forgets failure records whose last failure was before `before` and that are not locked at `now`. */
  purgeLoginFailures(before: number, now: number): Promise<void>;
  updateServerState(patch: Partial<ServerState>): Promise<void>;
  /** Adds a key; it becomes the newest (current) one. */
  addEncryptionKey(key: StoredEncryptionKey): Promise<void>;
  /** Insert or replace. */
  putSecret(secret: StoredSecret): Promise<void>;
  /** Deletes one secret, or every secret of `owner` when `name` is omitted. */
  deleteSecrets(owner: string, name?: string): Promise<void>;
  /**
   * Copies the current configuration (collection items and settings) into a snapshot at its
   * version, in one statement (so the copy is consistent with the version it is labelled with),
   * marks that version replicated at `now` and drops older snapshots. Not a configuration change.
   */
  publishConfiguration(now: number): Promise<ConfigurationState>;
  /** Appends history entries (not a configuration change); resolves their ids, in order. */
  addHistoryEntries(entries: NewHistoryEntry[]): Promise<number[]>;
  /** Forgets history entries made before `before` (epoch ms): the retention. */
  purgeHistory(before: number): Promise<void>;
}

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
