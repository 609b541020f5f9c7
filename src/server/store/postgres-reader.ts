/**
 * The reads of the PostgreSQL store, over the pool (outside transactions) or over a
 * transaction's connection. Each read names the scope of data it reads; inside a transaction
 * (postgres-transaction.ts) that scope is locked first, so a read-modify-write is never
 * interleaved with another node's.
 */
import type { QueryResultRow } from 'pg';
import { toConfigurationState, toSnapshot, type ConfigurationStateRow, type SnapshotRow } from './configuration-rows';
import { containsPattern } from './contains-pattern';
import type { FilteredTotals } from './filtered-totals';
import { searchItems } from './item-search';
import { postgresSearchReads } from './postgres-search-reads';
import { historyCondition, toHistoryEntry, type HistoryRow } from './history-rows';
import type {
  HistoryPage,
  HistoryQuery,
  StoredHistoryEntry,
  ConfigurationSnapshot,
  ConfigurationState,
  ItemHit,
  ItemPage,
  ItemSearch,
  ItemQuery,
  JsonDocument,
  ServerState,
  StoredAccount,
  StoredApiToken,
  StoredEncryptionKey,
  StoredItem,
  StoredLoginFailures,
  StoredSecret,
  StoredSession,
  StoreReader,
} from './store';

export interface Queryable {
  query<R extends QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

/** What a read or write touches; transactions lock it (see postgres-transaction.ts). */
export const scopes = {
  items: (namespace: string) => `items:${namespace}`,
  settings: (key: string) => `settings:${key}`,
  accounts: 'accounts',
  loginFailures: (key: string) => `login-failures:${key}`,
  serverState: 'server-state',
  keys: 'encryption-keys',
  secrets: 'secrets',
};

const parse = (text: string): JsonDocument => JSON.parse(text) as JsonDocument;

/**
 * PostgreSQL text cannot hold U+0000 (the query fails; SQLite's can), so no stored key contains
 * one: a lookup by such a key (a path id of %00) finds nothing, as on SQLite, instead of failing.
 */
export const unstorable = (...keys: string[]): boolean => keys.some((key) => key.includes('\0'));

interface ItemRow { id: string; doc: string }
interface AccountRow { username: string; password_hash: string; doc: string }
interface SessionRow { id_hash: string; username: string; created_at: number; last_seen_at: number }
interface TokenRow { token_hash: string; username: string; session_id_hash: string | null; expires_at: number }
interface FailureRow { key: string; failures: number; last_failure_at: number; locked_until: number }
interface KeyRow { key_id: string; creation_date: string; wrap_iv: string; wrap_tag: string; wrapped_key: string }
interface SecretRow { owner: string; name: string; key_id: string; iv: string; tag: string; ciphertext: string }

const toItem = (r: ItemRow): StoredItem => ({ id: r.id, doc: parse(r.doc) });
const toAccount = (r: AccountRow): StoredAccount => ({ username: r.username, passwordHash: r.password_hash, doc: parse(r.doc) });
const toSession = (r: SessionRow): StoredSession => ({ idHash: r.id_hash, username: r.username, createdAt: r.created_at, lastSeenAt: r.last_seen_at });
const toSecret = (r: SecretRow): StoredSecret => ({ owner: r.owner, name: r.name, keyId: r.key_id, iv: r.iv, tag: r.tag, ciphertext: r.ciphertext });

export class PostgresReader implements StoreReader {
  constructor(
    protected readonly db: Queryable,
    /** Totals of filtered listings by configuration version; none inside a transaction. */
    private readonly totals?: FilteredTotals,
  ) {}

  /** Called before reading a scope: nothing outside a transaction; a lock inside one. */
  protected async lock(_scopes: string[]): Promise<void> {}

  protected async rows<R extends QueryResultRow>(lockScopes: string[], text: string, values: unknown[] = []): Promise<R[]> {
    await this.lock(lockScopes);
    return (await this.db.query<R>(text, values)).rows;
  }

  async listItems(namespace: string): Promise<StoredItem[]> {
    return (await this.rows<ItemRow>([scopes.items(namespace)], 'SELECT id, doc FROM collection_items WHERE namespace = $1', [namespace])).map(toItem);
  }

  async queryItems(namespace: string, query: ItemQuery): Promise<ItemPage> {
    const filtered = query.filter !== undefined && query.filter !== '';
    const where = filtered ? "namespace = $1 AND name_lower LIKE $2 ESCAPE '\\'" : 'namespace = $1';
    const args: unknown[] = filtered ? [namespace, containsPattern(query.filter!)] : [namespace];
    const direction = query.descending ? 'DESC' : 'ASC';
    const offset = Math.max(0, query.offset ?? 0);
    const limit = query.limit; // undefined: LIMIT ALL
    const n = args.length;
    // Read before the rows: a total counted after a later commit is then filed under the older
    // version, which no reader asks for once that commit is visible.
    const version = this.totals ? Number((await this.rows<{ version: string }>([], 'SELECT version FROM configuration_state WHERE id = 1'))[0].version) : undefined;
    const rows =
      limit === 0
        ? (await this.lock([scopes.items(namespace)]), [])
        : await this.rows<ItemRow>(
            [scopes.items(namespace)],
            `SELECT id, doc FROM collection_items WHERE ${where}
             ORDER BY name_lower ${direction}, id ${direction} LIMIT $${n + 1} OFFSET $${n + 2}`,
            [...args, limit ?? null, offset],
          );
    // A short page that is not empty (or a short first page) already tells the total; otherwise it
    // is counted, or taken from an earlier count at the same configuration version.
    const short = limit === undefined || rows.length < limit;
    const filter = query.filter ?? '';
    let totalItems = short && (rows.length > 0 || offset === 0) ? offset + rows.length : version === undefined ? undefined : this.totals!.get(namespace, filter, version);
    totalItems ??= Number((await this.rows<{ n: string }>([], `SELECT COUNT(*) AS n FROM collection_items WHERE ${where}`, args))[0].n);
    if (version !== undefined) this.totals!.set(namespace, filter, version, totalItems);
    return { items: rows.map(toItem), totalItems };
  }

  async countItemsBefore(namespace: string, filter: string | undefined, name: string, id: string, descending: boolean): Promise<number> {
    const filtered = filter !== undefined && filter !== '';
    const op = descending ? '>' : '<';
    const lower = name.toLowerCase();
    const args: unknown[] = filtered ? [namespace, containsPattern(filter), lower, id] : [namespace, lower, id];
    const at = filtered ? 3 : 2;
    const where = `namespace = $1 ${filtered ? "AND name_lower LIKE $2 ESCAPE '\\'" : ''}
      AND (name_lower ${op} $${at} OR (name_lower = $${at} AND id ${op} $${at + 1}))`;
    return (await this.rows<{ n: number }>([scopes.items(namespace)], `SELECT COUNT(*) AS n FROM collection_items WHERE ${where}`, args))[0].n;
  }

  async *streamItemDocs(namespace: string): AsyncIterable<string> {
    const batchSize = 1000;
    let batch = await this.rows<{ name_lower: string; id: string; doc: string }>(
      [scopes.items(namespace)],
      `SELECT name_lower, id, doc FROM collection_items WHERE namespace = $1 ORDER BY name_lower, id LIMIT ${batchSize}`,
      [namespace],
    );
    while (batch.length > 0) {
      for (const row of batch) yield row.doc;
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1];
      batch = await this.rows(
        [scopes.items(namespace)],
        `SELECT name_lower, id, doc FROM collection_items WHERE namespace = $1 AND (name_lower, id) > ($2, $3) ORDER BY name_lower, id LIMIT ${batchSize}`,
        [namespace, last.name_lower, last.id],
      );
    }
  }

  async getItem(namespace: string, id: string): Promise<JsonDocument | undefined> {
    if (unstorable(id)) return undefined;
    const [row] = await this.rows<ItemRow>([scopes.items(namespace)], 'SELECT id, doc FROM collection_items WHERE namespace = $1 AND id = $2', [namespace, id]);
    return row ? parse(row.doc) : undefined;
  }

  /** Read-only and never part of a write: no scope is locked. */
  async searchItems(search: ItemSearch): Promise<ItemHit[]> {
    if (unstorable(search.text)) return [];
    return searchItems(postgresSearchReads(this.db), search);
  }

  async searchAccounts(text: string, limit: number): Promise<string[]> {
    if (unstorable(text)) return [];
    const rows = await this.rows<{ username: string }>(
      [],
      `SELECT username FROM admin_accounts WHERE username_lower LIKE $1 ESCAPE '\\'
       ORDER BY starts_with(username_lower, $2) DESC, username_lower LIMIT $3`,
      [containsPattern(text), text.toLowerCase(), limit],
    );
    return rows.map((row) => row.username);
  }

  async findItemsByName(namespace: string, name: string): Promise<StoredItem[]> {
    if (unstorable(name)) return [];
    return (
      await this.rows<ItemRow>([scopes.items(namespace)], 'SELECT id, doc FROM collection_items WHERE namespace = $1 AND name_lower = $2', [
        namespace,
        name.toLowerCase(),
      ])
    ).map(toItem);
  }

  async getSettings(key: string): Promise<JsonDocument | undefined> {
    if (unstorable(key)) return undefined;
    const [row] = await this.rows<{ doc: string }>([scopes.settings(key)], 'SELECT doc FROM settings WHERE key = $1', [key]);
    return row ? parse(row.doc) : undefined;
  }

  async getAccount(username: string): Promise<StoredAccount | undefined> {
    if (unstorable(username)) return undefined;
    const [row] = await this.rows<AccountRow>(
      [scopes.accounts],
      'SELECT username, password_hash, doc FROM admin_accounts WHERE username_lower = $1',
      [username.toLowerCase()],
    );
    return row ? toAccount(row) : undefined;
  }

  async countAccounts(): Promise<number> {
    return (await this.rows<{ n: number }>([scopes.accounts], 'SELECT COUNT(*) AS n FROM admin_accounts'))[0].n;
  }

  async listAccounts(): Promise<StoredAccount[]> {
    return (await this.rows<AccountRow>([scopes.accounts], 'SELECT username, password_hash, doc FROM admin_accounts ORDER BY username_lower')).map(toAccount);
  }

  async getSession(idHash: string): Promise<StoredSession | undefined> {
    const [row] = await this.rows<SessionRow>([], 'SELECT * FROM sessions WHERE id_hash = $1', [idHash]);
    return row ? toSession(row) : undefined;
  }

  async listSessions(activeSince: number): Promise<StoredSession[]> {
    return (await this.rows<SessionRow>([], 'SELECT * FROM sessions WHERE last_seen_at >= $1 ORDER BY last_seen_at DESC, id_hash', [activeSince])).map(
      toSession,
    );
  }

  async getApiToken(tokenHash: string): Promise<StoredApiToken | undefined> {
    const [row] = await this.rows<TokenRow>([], 'SELECT * FROM api_tokens WHERE token_hash = $1', [tokenHash]);
    return row
      ? { tokenHash: row.token_hash, username: row.username, sessionIdHash: row.session_id_hash, expiresAt: row.expires_at }
      : undefined;
  }

  async getLoginFailures(keys: string[]): Promise<StoredLoginFailures[]> {
    if (keys.length === 0) return [];
    const rows = await this.rows<FailureRow>(keys.map(scopes.loginFailures), 'SELECT * FROM login_failures WHERE key = ANY($1)', [keys]);
    return rows.map((r) => ({ key: r.key, failures: r.failures, lastFailureAt: r.last_failure_at, lockedUntil: r.locked_until }));
  }

  async getServerState(): Promise<ServerState> {
    const [row] = await this.rows<{ license_agreement_accepted: number; initial_setup_complete: number }>(
      [scopes.serverState],
      'SELECT * FROM server_state WHERE id = 1',
    );
    return { licenseAgreementAccepted: row.license_agreement_accepted === 1, initialSetupComplete: row.initial_setup_complete === 1 };
  }

  async listEncryptionKeys(): Promise<StoredEncryptionKey[]> {
    const rows = await this.rows<KeyRow>([scopes.keys], 'SELECT * FROM encryption_keys ORDER BY seq DESC');
    return rows.map((r) => ({ keyId: r.key_id, creationDate: r.creation_date, wrapIv: r.wrap_iv, wrapTag: r.wrap_tag, wrappedKey: r.wrapped_key }));
  }

  async listSecrets(): Promise<StoredSecret[]> {
    return (await this.rows<SecretRow>([scopes.secrets], 'SELECT * FROM secrets ORDER BY owner, name')).map(toSecret);
  }

  async getSecret(owner: string, name: string): Promise<StoredSecret | undefined> {
    if (unstorable(owner, name)) return undefined;
    const [row] = await this.rows<SecretRow>([scopes.secrets], 'SELECT * FROM secrets WHERE owner = $1 AND name = $2', [owner, name]);
    return row ? toSecret(row) : undefined;
  }

  async listSecretsOf(owner: string): Promise<StoredSecret[]> {
    return (await this.rows<SecretRow>([scopes.secrets], 'SELECT * FROM secrets WHERE owner = $1 ORDER BY name', [owner])).map(toSecret);
  }

  async getConfigurationState(): Promise<ConfigurationState> {
    const [row] = await this.rows<ConfigurationStateRow>([], 'SELECT * FROM configuration_state WHERE id = 1');
    return toConfigurationState(row);
  }

  async getLatestSnapshot(): Promise<ConfigurationSnapshot | undefined> {
    const [row] = await this.rows<SnapshotRow>([], 'SELECT * FROM configuration_snapshots ORDER BY version DESC LIMIT 1');
    return row ? toSnapshot(row) : undefined;
  }

  /** History is only appended: no scope is locked. */
  async queryHistory(query: HistoryQuery): Promise<HistoryPage> {
    if (unstorable(query.namespace ?? '', query.objectId ?? '', query.username ?? '')) return { entries: [], totalItems: 0 };
    const { where, values } = historyCondition(query, (n) => `$${n}`, (list) => `namespace = ANY(${list})`);
    const limit = values.length + 1;
    const rows = await this.rows<HistoryRow>([], `SELECT * FROM configuration_history WHERE ${where} ORDER BY id DESC LIMIT $${limit} OFFSET $${limit + 1}`, [...values, query.limit, query.offset]);
    const [{ total }] = await this.rows<{ total: number }>([], `SELECT COUNT(*) AS total FROM configuration_history WHERE ${where}`, values);
    return { entries: rows.map(toHistoryEntry), totalItems: total };
  }

  async getHistoryEntry(id: number): Promise<StoredHistoryEntry | undefined> {
    const [row] = await this.rows<HistoryRow>([], 'SELECT * FROM configuration_history WHERE id = $1', [id]);
    return row ? toHistoryEntry(row) : undefined;
  }
}
