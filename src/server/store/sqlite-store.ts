/**
 * The default store: SQLite through better-sqlite3 in <dataDir>/console.db. better-sqlite3 is
 * synchronous; the async interface is kept so callers are ready for PostgreSQL.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { toConfigurationState, toSnapshot, type ConfigurationStateRow, type SnapshotRow } from './configuration-rows';
import { containsPattern } from './contains-pattern';
import { FilteredTotals, indexServesFilter } from './filtered-totals';
import { searchItems } from './item-search';
import { PageAnchors, type SortKey } from './page-anchors';
import { createPrivateFile, preparePrivateDataDir } from './private-data-dir';
import { sqliteSearchReads } from './sqlite-search-reads';
import { HISTORY_COLUMNS, historyCondition, historyValues, toHistoryEntry, type HistoryRow } from './history-rows';
import { migrations, migrationSql } from './migrations';
import type {
  HistoryPage,
  HistoryQuery,
  NewHistoryEntry,
  StoredHistoryEntry,
  ConfigurationSnapshot,
  ConfigurationState,
  ItemHit,
  ItemPage,
  ItemSearch,
  ItemQuery,
  JsonDocument,
  StoredEncryptionKey,
  StoredSecret,
  ServerState,
  Store,
  StoredAccount,
  StoredApiToken,
  StoredItem,
  StoredLoginFailures,
  StoredSession,
  StoreWriter,
} from './store';

type Db = Database.Database;


export const DATABASE_FILE_NAME = 'console.db';

export async function openSqliteStore(dataDir: string): Promise<Store> {
  preparePrivateDataDir(dataDir);
  createPrivateFile(join(dataDir, DATABASE_FILE_NAME));
  const db = new Database(join(dataDir, DATABASE_FILE_NAME));
  // WAL for concurrent readers; synchronous=FULL so a commit is on disk before we answer.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return new SqliteStore(db, join(dataDir, DATABASE_FILE_NAME));
}

function migrate(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migrationSql(migration, 'sqlite'));
      db.prepare('INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.description,
        new Date().toISOString(),
      );
    })();
  }
}

const parse = (text: string): JsonDocument => JSON.parse(text) as JsonDocument;

interface AccountRow { username: string; password_hash: string; doc: string }
interface SessionRow { id_hash: string; username: string; created_at: number; last_seen_at: number }
const toSession = (r: SessionRow): StoredSession => ({ idHash: r.id_hash, username: r.username, createdAt: r.created_at, lastSeenAt: r.last_seen_at });
interface KeyRow { key_id: string; creation_date: string; wrap_iv: string; wrap_tag: string; wrapped_key: string }
interface SecretRow { owner: string; name: string; key_id: string; iv: string; tag: string; ciphertext: string }
const toSecret = (r: SecretRow): StoredSecret => ({ owner: r.owner, name: r.name, keyId: r.key_id, iv: r.iv, tag: r.tag, ciphertext: r.ciphertext });
interface FailureRow { key: string; failures: number; last_failure_at: number; locked_until: number }
interface TokenRow { token_hash: string; username: string; session_id_hash: string | null; expires_at: number }

/**
 * The items whose names contain the pattern, found through the trigram index (migration 5): the
 * CROSS JOIN makes SQLite take the index's matches first and look each row up, rather than walk
 * the namespace testing membership.
 */
const NAME_INDEX_JOIN = 'collection_items_names f CROSS JOIN collection_items c ON c.rowid = f.rowid WHERE f.name_lower LIKE ? AND c.namespace = ?';
/** Rows per statement when a whole collection is streamed out. */
const STREAM_BATCH = 1000;
/** Up to this many matches, a filtered page is read from the index's matches, not by scanning in order. */
const FEW_MATCHES = 2000;
const indexPattern = (filter: string) => `%${filter.toLowerCase()}%`;

/** The plain condition of a listing: the namespace and, with a filter, a literal substring of the name. */
function scanCondition(namespace: string, filter: string): { where: string; args: unknown[] } {
  return filter === ''
    ? { where: 'namespace = ?', args: [namespace] }
    : { where: "namespace = ? AND name_lower LIKE ? ESCAPE '\\'", args: [namespace, containsPattern(filter)] };
}

class SqliteStore implements Store, StoreWriter {
  /** Tail of the queue of transactions: one runs at a time because they share one connection. */
  private queue: Promise<unknown> = Promise.resolve();
  private inTransaction = false;
  /** Set by a configuration write in the running transaction: the version goes up at its commit. */
  private configurationChanged = false;
  private closed = false;

  private readonly statements = new Map<string, Database.Statement>();
  private readonly totals = new FilteredTotals();
  private readonly anchors = new PageAnchors();

  readonly embedded = true;

  constructor(
    private readonly db: Db,
    /** The database file. */
    readonly location: string,
  ) {}

  /** Prepared statements are compiled once per SQL text. */
  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  async listItems(namespace: string): Promise<StoredItem[]> {
    const rows = this.sql('SELECT id, doc FROM collection_items WHERE namespace = ?').all(namespace) as {
      id: string;
      doc: string;
    }[];
    return rows.map((r) => ({ id: r.id, doc: parse(r.doc) }));
  }

  async queryItems(namespace: string, query: ItemQuery): Promise<ItemPage> {
    const filter = query.filter ?? '';
    const direction = query.descending ? 'DESC' : 'ASC';
    const offset = Math.max(0, query.offset ?? 0);
    const limit = query.limit ?? -1;
    // A read inside a running transaction may see its uncommitted rows: never remembered.
    const version = this.inTransaction ? undefined : this.configurationVersion();
    const indexed = indexServesFilter(filter);
    let total = version === undefined ? undefined : this.totals.get(namespace, filter, version);
    if (total === undefined && indexed) {
      total = (this.sql(`SELECT COUNT(*) AS n FROM ${NAME_INDEX_JOIN}`).get(indexPattern(filter), namespace) as { n: number }).n;
    }
    let rows: { id: string; doc: string }[];
    if (limit === 0 || total === 0) rows = [];
    else if (indexed && total !== undefined && total <= FEW_MATCHES) {
      // Few matches: the index names them, and only they are sorted and read.
      rows = this.sql(
        `SELECT c.id, c.doc FROM ${NAME_INDEX_JOIN} ORDER BY c.name_lower ${direction}, c.id ${direction} LIMIT ? OFFSET ?`,
      ).all(indexPattern(filter), namespace, limit, offset) as { id: string; doc: string }[];
    } else {
      // No filter, or many matches: walking the (namespace, name_lower, id) index in order finds
      // the page's rows early and stops after offset + limit of them; only their documents are read.
      // A deep page first seeks to the remembered anchor before it (page-anchors.ts).
      const { where, args } = scanCondition(namespace, filter);
      const start =
        version === undefined
          ? { skip: offset }
          : this.anchors.start({ namespace, filter, descending: query.descending === true }, offset, version, () =>
              (this.sql(`SELECT name_lower AS nameLower, id FROM collection_items WHERE ${where} ORDER BY name_lower ${direction}, id ${direction}`).iterate(...args) as Iterable<SortKey>),
            );
      const after = start.after ? ` AND (name_lower, id) ${query.descending ? '<' : '>'} (?, ?)` : '';
      const afterArgs = start.after ? [start.after.nameLower, start.after.id] : [];
      rows = this.sql(
        `SELECT id, doc FROM collection_items WHERE rowid IN (
           SELECT rowid FROM collection_items WHERE ${where}${after} ORDER BY name_lower ${direction}, id ${direction} LIMIT ? OFFSET ?)
         ORDER BY name_lower ${direction}, id ${direction}`,
      ).all(...args, ...afterArgs, limit, start.skip) as { id: string; doc: string }[];
    }
    if (total === undefined) {
      // A short page that is not empty (or a short first page) already tells the total; otherwise count.
      const short = limit < 0 || rows.length < limit;
      const { where, args } = scanCondition(namespace, filter);
      total = short && (rows.length > 0 || offset === 0) ? offset + rows.length : (this.sql(`SELECT COUNT(*) AS n FROM collection_items WHERE ${where}`).get(...args) as { n: number }).n;
    }
    if (version !== undefined) this.totals.set(namespace, filter, version, total);
    return { items: rows.map((r) => ({ id: r.id, doc: parse(r.doc) })), totalItems: total };
  }

  async *streamItemDocs(namespace: string): AsyncIterable<string> {
    const first = this.sql(`SELECT name_lower, id, doc FROM collection_items WHERE namespace = ? ORDER BY name_lower, id LIMIT ${STREAM_BATCH}`);
    const next = this.sql(
      `SELECT name_lower, id, doc FROM collection_items WHERE namespace = ? AND (name_lower, id) > (?, ?) ORDER BY name_lower, id LIMIT ${STREAM_BATCH}`,
    );
    let batch = first.all(namespace) as { name_lower: string; id: string; doc: string }[];
    while (batch.length > 0) {
      for (const row of batch) yield row.doc;
      if (batch.length < STREAM_BATCH) return;
      const last = batch[batch.length - 1];
      batch = next.all(namespace, last.name_lower, last.id) as typeof batch;
    }
  }

  private configurationVersion(): number {
    return (this.sql('SELECT version FROM configuration_state WHERE id = 1').get() as { version: number }).version;
  }

  async countItemsBefore(namespace: string, filter: string | undefined, name: string, id: string, descending: boolean): Promise<number> {
    const filtered = filter !== undefined && filter !== '';
    const op = descending ? '>' : '<';
    const where = `namespace = ? ${filtered ? "AND name_lower LIKE ? ESCAPE '\\'" : ''}
      AND (name_lower ${op} ? OR (name_lower = ? AND id ${op} ?))`;
    const lower = name.toLowerCase();
    const args: unknown[] = filtered ? [namespace, containsPattern(filter), lower, lower, id] : [namespace, lower, lower, id];
    return (this.sql(`SELECT COUNT(*) AS n FROM collection_items WHERE ${where}`).get(...args) as { n: number }).n;
  }

  async getItem(namespace: string, id: string): Promise<JsonDocument | undefined> {
    const row = this.sql('SELECT doc FROM collection_items WHERE namespace = ? AND id = ?').get(namespace, id) as
      | { doc: string }
      | undefined;
    return row ? parse(row.doc) : undefined;
  }

  async searchItems(search: ItemSearch): Promise<ItemHit[]> {
    return searchItems(this.searchReads, search);
  }

  private readonly searchReads = sqliteSearchReads((text) => this.sql(text));

  async searchAccounts(text: string, limit: number): Promise<string[]> {
    const lower = text.toLowerCase();
    const rows = this.sql(
      `SELECT username FROM admin_accounts WHERE username_lower LIKE ? ESCAPE '\\'
       ORDER BY substr(username_lower, 1, ?) = ? DESC, username_lower LIMIT ?`,
    ).all(containsPattern(text), [...lower].length, lower, limit) as { username: string }[];
    return rows.map((row) => row.username);
  }

  async findItemsByName(namespace: string, name: string): Promise<StoredItem[]> {
    const rows = this.db
      .prepare('SELECT id, doc FROM collection_items WHERE namespace = ? AND name_lower = ?')
      .all(namespace, name.toLowerCase()) as { id: string; doc: string }[];
    return rows.map((r) => ({ id: r.id, doc: parse(r.doc) }));
  }

  async getSettings(key: string): Promise<JsonDocument | undefined> {
    const row = this.sql('SELECT doc FROM settings WHERE key = ?').get(key) as { doc: string } | undefined;
    return row ? parse(row.doc) : undefined;
  }

  async getAccount(username: string): Promise<StoredAccount | undefined> {
    const row = this.db
      .prepare('SELECT username, password_hash, doc FROM admin_accounts WHERE username_lower = ?')
      .get(username.toLowerCase()) as AccountRow | undefined;
    return row ? { username: row.username, passwordHash: row.password_hash, doc: parse(row.doc) } : undefined;
  }

  async countAccounts(): Promise<number> {
    return (this.sql('SELECT COUNT(*) AS n FROM admin_accounts').get() as { n: number }).n;
  }

  async getSession(idHash: string): Promise<StoredSession | undefined> {
    const row = this.sql('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as SessionRow | undefined;
    return row ? toSession(row) : undefined;
  }

  async listSessions(activeSince: number): Promise<StoredSession[]> {
    const rows = this.sql('SELECT * FROM sessions WHERE last_seen_at >= ? ORDER BY last_seen_at DESC, id_hash').all(activeSince) as SessionRow[];
    return rows.map(toSession);
  }

  async listAccounts(): Promise<StoredAccount[]> {
    const rows = this.sql('SELECT username, password_hash, doc FROM admin_accounts ORDER BY username_lower').all() as AccountRow[];
    return rows.map((row) => ({ username: row.username, passwordHash: row.password_hash, doc: parse(row.doc) }));
  }

  async getApiToken(tokenHash: string): Promise<StoredApiToken | undefined> {
    const row = this.sql('SELECT * FROM api_tokens WHERE token_hash = ?').get(tokenHash) as TokenRow | undefined;
    return row
      ? { tokenHash: row.token_hash, username: row.username, sessionIdHash: row.session_id_hash, expiresAt: row.expires_at }
      : undefined;
  }

  async getLoginFailures(keys: string[]): Promise<StoredLoginFailures[]> {
    if (keys.length === 0) return [];
    const rows = this.db
      .prepare(`SELECT * FROM login_failures WHERE key IN (${keys.map(() => '?').join(', ')})`)
      .all(...keys) as FailureRow[];
    return rows.map((r) => ({ key: r.key, failures: r.failures, lastFailureAt: r.last_failure_at, lockedUntil: r.locked_until }));
  }

  async listEncryptionKeys(): Promise<StoredEncryptionKey[]> {
    const rows = this.sql('SELECT * FROM encryption_keys ORDER BY seq DESC').all() as KeyRow[];
    return rows.map((r) => ({
      keyId: r.key_id,
      creationDate: r.creation_date,
      wrapIv: r.wrap_iv,
      wrapTag: r.wrap_tag,
      wrappedKey: r.wrapped_key,
    }));
  }

  async listSecrets(): Promise<StoredSecret[]> {
    return (this.sql('SELECT * FROM secrets ORDER BY owner, name').all() as SecretRow[]).map(toSecret);
  }

  async getSecret(owner: string, name: string): Promise<StoredSecret | undefined> {
    const row = this.sql('SELECT * FROM secrets WHERE owner = ? AND name = ?').get(owner, name) as SecretRow | undefined;
    return row ? toSecret(row) : undefined;
  }

  async listSecretsOf(owner: string): Promise<StoredSecret[]> {
    return (this.sql('SELECT * FROM secrets WHERE owner = ? ORDER BY name').all(owner) as SecretRow[]).map(toSecret);
  }

  async getServerState(): Promise<ServerState> {
    const row = this.sql('SELECT * FROM server_state WHERE id = 1').get() as {
      license_agreement_accepted: number;
      initial_setup_complete: number;
    };
    return {
      licenseAgreementAccepted: row.license_agreement_accepted === 1,
      initialSetupComplete: row.initial_setup_complete === 1,
    };
  }

  async getConfigurationState(): Promise<ConfigurationState> {
    return toConfigurationState(this.sql('SELECT * FROM configuration_state WHERE id = 1').get() as ConfigurationStateRow);
  }

  async getLatestSnapshot(): Promise<ConfigurationSnapshot | undefined> {
    const row = this.sql('SELECT * FROM configuration_snapshots ORDER BY version DESC LIMIT 1').get() as SnapshotRow | undefined;
    return row ? toSnapshot(row) : undefined;
  }

  async queryHistory(query: HistoryQuery): Promise<HistoryPage> {
    const { where, values } = historyCondition(query, () => '?', (list) => `namespace IN (SELECT value FROM json_each(${list}))`);
    const args = values.map((value) => (Array.isArray(value) ? JSON.stringify(value) : value));
    const rows = this.sql(`SELECT * FROM configuration_history WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(...args, query.limit, query.offset) as HistoryRow[];
    const { total } = this.sql(`SELECT COUNT(*) AS total FROM configuration_history WHERE ${where}`).get(...args) as { total: number };
    return { entries: rows.map(toHistoryEntry), totalItems: total };
  }

  async getHistoryEntry(id: number): Promise<StoredHistoryEntry | undefined> {
    const row = this.sql('SELECT * FROM configuration_history WHERE id = ?').get(id) as HistoryRow | undefined;
    return row ? toHistoryEntry(row) : undefined;
  }

  // Writes: reachable only through the StoreWriter handed to transaction().

  async addHistoryEntries(entries: NewHistoryEntry[]): Promise<number[]> {
    this.assertWritable();
    const statement = this.sql(`INSERT INTO configuration_history (${HISTORY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    return entries.map((entry) => Number(statement.run(...historyValues(entry)).lastInsertRowid));
  }

  async purgeHistory(before: number): Promise<void> {
    this.assertWritable();
    this.sql('DELETE FROM configuration_history WHERE at < ?').run(before);
  }

  async publishConfiguration(now: number): Promise<ConfigurationState> {
    this.assertWritable();
    // One statement reads the version and the configuration together (WHERE before ON CONFLICT
    // keeps SQLite's upsert-after-SELECT unambiguous).
    const { version } = this.sql(
      `INSERT INTO configuration_snapshots (version, created_at, doc)
       SELECT s.version, ?, json_object(
         'configurationUpdatedAt', s.updated_at,
         'items', (SELECT json_group_array(json_object('namespace', namespace, 'id', id, 'name', name, 'doc', json(doc))) FROM collection_items),
         'settings', (SELECT json_group_array(json_object('key', key, 'doc', json(doc))) FROM settings))
       FROM configuration_state s WHERE s.id = 1
       ON CONFLICT (version) DO UPDATE SET created_at = excluded.created_at, doc = excluded.doc
       RETURNING version`,
    ).get(now) as { version: number };
    this.sql('UPDATE configuration_state SET replicated_version = MAX(replicated_version, ?), replicated_at = ? WHERE id = 1').run(version, now);
    this.sql('DELETE FROM configuration_snapshots WHERE version < ?').run(version);
    return this.getConfigurationState();
  }

  async putItem(namespace: string, id: string, name: string, doc: JsonDocument): Promise<void> {
    this.assertWritable(true);
    this.db
      .prepare(
        `INSERT INTO collection_items (namespace, id, name, name_lower, doc) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (namespace, id) DO UPDATE SET name = excluded.name, name_lower = excluded.name_lower, doc = excluded.doc`,
      )
      .run(namespace, id, name, name.toLowerCase(), JSON.stringify(doc));
  }

  async putItems(namespace: string, items: { id: string; name: string; doc: JsonDocument }[]): Promise<void> {
    this.assertWritable(true);
    const statement = this.sql(
      `INSERT INTO collection_items (namespace, id, name, name_lower, doc) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (namespace, id) DO UPDATE SET name = excluded.name, name_lower = excluded.name_lower, doc = excluded.doc`,
    );
    for (const item of items) statement.run(namespace, item.id, item.name, item.name.toLowerCase(), JSON.stringify(item.doc));
  }

  async deleteItem(namespace: string, id: string): Promise<boolean> {
    this.assertWritable(true);
    return this.sql('DELETE FROM collection_items WHERE namespace = ? AND id = ?').run(namespace, id).changes > 0;
  }

  async putSettings(key: string, doc: JsonDocument): Promise<void> {
    this.assertWritable(true);
    this.db
      .prepare('INSERT INTO settings (key, doc) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET doc = excluded.doc')
      .run(key, JSON.stringify(doc));
  }

  async insertAccount(account: StoredAccount): Promise<boolean> {
    this.assertWritable(true);
    const result = this.sql(
      `INSERT INTO admin_accounts (username_lower, username, password_hash, doc) VALUES (?, ?, ?, ?)
       ON CONFLICT (username_lower) DO NOTHING`,
    ).run(account.username.toLowerCase(), account.username, account.passwordHash, JSON.stringify(account.doc));
    return result.changes > 0;
  }

  async updateAccount(username: string, change: { doc: JsonDocument; passwordHash?: string }): Promise<boolean> {
    this.assertWritable(true);
    const doc = JSON.stringify(change.doc);
    const result =
      change.passwordHash === undefined
        ? this.sql('UPDATE admin_accounts SET doc = ? WHERE username_lower = ?').run(doc, username.toLowerCase())
        : this.sql('UPDATE admin_accounts SET doc = ?, password_hash = ? WHERE username_lower = ?').run(doc, change.passwordHash, username.toLowerCase());
    return result.changes > 0;
  }

  async deleteAccount(username: string): Promise<boolean> {
    this.assertWritable(true);
    await this.endSessionsOf(username);
    return this.sql('DELETE FROM admin_accounts WHERE username_lower = ?').run(username.toLowerCase()).changes > 0;
  }

  async endSessionsOf(username: string, keepIdHash = ''): Promise<void> {
    this.assertWritable();
    const lower = username.toLowerCase();
    this.sql('DELETE FROM api_tokens WHERE lower(username) = ? AND COALESCE(session_id_hash, \'\') <> ?').run(lower, keepIdHash);
    this.sql('DELETE FROM sessions WHERE lower(username) = ? AND id_hash <> ?').run(lower, keepIdHash);
  }

  async putSession(s: StoredSession): Promise<void> {
    this.assertWritable();
    this.db
      .prepare('INSERT INTO sessions (id_hash, username, created_at, last_seen_at) VALUES (?, ?, ?, ?)')
      .run(s.idHash, s.username, s.createdAt, s.lastSeenAt);
  }

  async touchSession(idHash: string, lastSeenAt: number): Promise<void> {
    this.assertWritable();
    this.sql('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(lastSeenAt, idHash);
  }

  async deleteSession(idHash: string): Promise<void> {
    this.assertWritable();
    this.sql('DELETE FROM api_tokens WHERE session_id_hash = ?').run(idHash);
    this.sql('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  async putApiToken(t: StoredApiToken): Promise<void> {
    this.assertWritable();
    this.db
      .prepare('INSERT INTO api_tokens (token_hash, username, session_id_hash, expires_at) VALUES (?, ?, ?, ?)')
      .run(t.tokenHash, t.username, t.sessionIdHash, t.expiresAt);
  }

  async purgeExpired(sessionsIdleBefore: number, now: number, sessionsCreatedBefore = 0): Promise<void> {
    this.assertWritable();
    this.sql(
      'DELETE FROM api_tokens WHERE session_id_hash IN (SELECT id_hash FROM sessions WHERE last_seen_at < ? OR created_at < ?)',
    ).run(sessionsIdleBefore, sessionsCreatedBefore);
    this.sql('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?').run(sessionsIdleBefore, sessionsCreatedBefore);
    this.sql('DELETE FROM api_tokens WHERE expires_at < ?').run(now);
  }

  async putLoginFailures(r: StoredLoginFailures): Promise<void> {
    this.assertWritable();
    this.sql(
      `INSERT INTO login_failures (key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
         locked_until = excluded.locked_until`,
    ).run(r.key, r.failures, r.lastFailureAt, r.lockedUntil);
  }

  async deleteLoginFailures(key: string): Promise<void> {
    this.assertWritable();
    this.sql('DELETE FROM login_failures WHERE key = ?').run(key);
  }

  async purgeLoginFailures(before: number, now: number): Promise<void> {
    this.assertWritable();
    this.sql('DELETE FROM login_failures WHERE last_failure_at < ? AND locked_until <= ?').run(before, now);
  }

  async updateServerState(patch: Partial<ServerState>): Promise<void> {
    this.assertWritable(true);
    if (patch.licenseAgreementAccepted !== undefined) {
      this.sql('UPDATE server_state SET license_agreement_accepted = ? WHERE id = 1').run(patch.licenseAgreementAccepted ? 1 : 0);
    }
    if (patch.initialSetupComplete !== undefined) {
      this.sql('UPDATE server_state SET initial_setup_complete = ? WHERE id = 1').run(patch.initialSetupComplete ? 1 : 0);
    }
  }

  async addEncryptionKey(key: StoredEncryptionKey): Promise<void> {
    this.assertWritable(true);
    this.sql(
      `INSERT INTO encryption_keys (key_id, seq, creation_date, wrap_iv, wrap_tag, wrapped_key)
       VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM encryption_keys), ?, ?, ?, ?)`,
    ).run(key.keyId, key.creationDate, key.wrapIv, key.wrapTag, key.wrappedKey);
  }

  async putSecret(secret: StoredSecret): Promise<void> {
    this.assertWritable(true);
    this.sql(
      `INSERT INTO secrets (owner, name, key_id, iv, tag, ciphertext) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (owner, name) DO UPDATE SET key_id = excluded.key_id, iv = excluded.iv, tag = excluded.tag,
         ciphertext = excluded.ciphertext`,
    ).run(secret.owner, secret.name, secret.keyId, secret.iv, secret.tag, secret.ciphertext);
  }

  async deleteSecrets(owner: string, name?: string): Promise<void> {
    this.assertWritable(true);
    if (name === undefined) this.sql('DELETE FROM secrets WHERE owner = ?').run(owner);
    else this.sql('DELETE FROM secrets WHERE owner = ? AND name = ?').run(owner, name);
  }

  transaction<T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T> {
    const run = async (): Promise<T> => {
      if (this.closed) throw new Error('The store is closed.');
      // IMMEDIATE takes the write lock up front, so a concurrent writer fails fast instead of mid-way.
      this.db.exec('BEGIN IMMEDIATE');
      this.inTransaction = true;
      this.configurationChanged = false;
      try {
        const result = await fn(this);
        if (this.configurationChanged) this.sql('UPDATE configuration_state SET version = version + 1, updated_at = ? WHERE id = 1').run(Date.now());
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        this.db.exec('ROLLBACK');
        throw error;
      } finally {
        this.inTransaction = false;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.queue;
    this.closed = true;
    this.db.close();
  }

  private assertWritable(changesConfiguration = false): void {
    if (!this.inTransaction) throw new Error('Store writes must run inside store.transaction().');
    if (changesConfiguration) this.configurationChanged = true;
  }
}
