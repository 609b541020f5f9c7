/**
 * The writes of the PostgreSQL store, on the connection of one transaction (READ COMMITTED).
 * Several nodes write the same database at once, so a read-modify-write (a settings document,
 * login-failure counts, the next key sequence, a name-uniqueness check) must not be interleaved
 * with another: before a transaction reads or writes a scope it takes a transaction-scoped
 * advisory lock on it, held until COMMIT or ROLLBACK. Unlike SELECT … FOR UPDATE this also locks a
 * row that does not exist yet (the first save of a settings document, the first item of a name).
 */
import { PostgresReader, scopes, unstorable, type Queryable } from './postgres-reader';
import { HISTORY_COLUMNS, historyValues } from './history-rows';
import type { ConfigurationState, JsonDocument, NewHistoryEntry, ServerState, StoredAccount, StoredApiToken, StoredEncryptionKey, StoredLoginFailures, StoredSecret, StoredSession, StoreWriter } from './store';

const UPSERT_ITEM = `INSERT INTO collection_items (namespace, id, name, name_lower, doc) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (namespace, id) DO UPDATE SET name = excluded.name, name_lower = excluded.name_lower, doc = excluded.doc`;

export class PostgresTransaction extends PostgresReader implements StoreWriter {
  private readonly locked = new Set<string>();
  private open = true;
  /** Set by a configuration write: the store bumps the configuration version before COMMIT. */
  changedConfiguration = false;

  constructor(db: Queryable) {
    super(db);
  }

  /** Locks in a stable order, so two transactions asking for the same scopes cannot deadlock on them. */
  protected override async lock(lockScopes: string[]): Promise<void> {
    for (const scope of [...new Set(lockScopes)].sort()) {
      if (this.locked.has(scope)) continue;
      await this.db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [scope]);
      this.locked.add(scope);
    }
  }

  /** The store hands this object to one transaction only; it refuses writes after it ends. */
  end(): void {
    this.open = false;
  }

  /** `housekeeping`: sessions, api tokens and login failures, which are not configuration (no new version). */
  private async write(lockScopes: string[], text: string, values: unknown[], kind: 'configuration' | 'housekeeping' = 'configuration'): Promise<number> {
    if (!this.open) throw new Error('Store writes must run inside store.transaction().');
    if (kind === 'configuration') this.changedConfiguration = true;
    await this.lock(lockScopes);
    return (await this.db.query(text, values)).rowCount ?? 0;
  }

  async putItem(namespace: string, id: string, name: string, doc: JsonDocument): Promise<void> {
    await this.write([scopes.items(namespace)], UPSERT_ITEM, [namespace, id, name, name.toLowerCase(), JSON.stringify(doc)]);
  }

  async putItems(namespace: string, items: { id: string; name: string; doc: JsonDocument }[]): Promise<void> {
    for (const item of items) await this.putItem(namespace, item.id, item.name, item.doc);
  }

  async deleteItem(namespace: string, id: string): Promise<boolean> {
    if (unstorable(id)) return false;
    return (await this.write([scopes.items(namespace)], 'DELETE FROM collection_items WHERE namespace = $1 AND id = $2', [namespace, id])) > 0;
  }

  async putSettings(key: string, doc: JsonDocument): Promise<void> {
    await this.write(
      [scopes.settings(key)],
      'INSERT INTO settings (key, doc) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET doc = excluded.doc',
      [key, JSON.stringify(doc)],
    );
  }

  async insertAccount(account: StoredAccount): Promise<boolean> {
    const inserted = await this.write(
      [scopes.accounts],
      `INSERT INTO admin_accounts (username_lower, username, password_hash, doc) VALUES ($1, $2, $3, $4)
       ON CONFLICT (username_lower) DO NOTHING`,
      [account.username.toLowerCase(), account.username, account.passwordHash, JSON.stringify(account.doc)],
    );
    return inserted > 0;
  }

  async updateAccount(username: string, change: { doc: JsonDocument; passwordHash?: string }): Promise<boolean> {
    const doc = JSON.stringify(change.doc);
    const lower = username.toLowerCase();
    const updated =
      change.passwordHash === undefined
        ? await this.write([scopes.accounts], 'UPDATE admin_accounts SET doc = $1 WHERE username_lower = $2', [doc, lower])
        : await this.write([scopes.accounts], 'UPDATE admin_accounts SET doc = $1, password_hash = $2 WHERE username_lower = $3', [doc, change.passwordHash, lower]);
    return updated > 0;
  }

  async deleteAccount(username: string): Promise<boolean> {
    await this.endSessionsOf(username);
    return (await this.write([scopes.accounts], 'DELETE FROM admin_accounts WHERE username_lower = $1', [username.toLowerCase()])) > 0;
  }

  async endSessionsOf(username: string, keepIdHash = ''): Promise<void> {
    const values = [username.toLowerCase(), keepIdHash];
    await this.write([], "DELETE FROM api_tokens WHERE lower(username) = $1 AND COALESCE(session_id_hash, '') <> $2", values, 'housekeeping');
    await this.write([], 'DELETE FROM sessions WHERE lower(username) = $1 AND id_hash <> $2', values, 'housekeeping');
  }

  async putSession(s: StoredSession): Promise<void> {
    const values = [s.idHash, s.username, s.createdAt, s.lastSeenAt];
    await this.write([], 'INSERT INTO sessions (id_hash, username, created_at, last_seen_at) VALUES ($1, $2, $3, $4)', values, 'housekeeping');
  }

  async touchSession(idHash: string, lastSeenAt: number): Promise<void> {
    await this.write([], 'UPDATE sessions SET last_seen_at = $1 WHERE id_hash = $2', [lastSeenAt, idHash], 'housekeeping');
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.write([], 'DELETE FROM api_tokens WHERE session_id_hash = $1', [idHash], 'housekeeping');
    await this.write([], 'DELETE FROM sessions WHERE id_hash = $1', [idHash], 'housekeeping');
  }

  async putApiToken(t: StoredApiToken): Promise<void> {
    const values = [t.tokenHash, t.username, t.sessionIdHash, t.expiresAt];
    await this.write([], 'INSERT INTO api_tokens (token_hash, username, session_id_hash, expires_at) VALUES ($1, $2, $3, $4)', values, 'housekeeping');
  }

  async addHistoryEntries(entries: NewHistoryEntry[]): Promise<number[]> {
    const ids: number[] = [];
    for (const entry of entries) {
      if (!this.open) throw new Error('Store writes must run inside store.transaction().');
      const values = historyValues(entry);
      const { rows } = await this.db.query<{ id: number }>(
        `INSERT INTO configuration_history (${HISTORY_COLUMNS}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        values,
      );
      ids.push(Number(rows[0].id));
    }
    return ids;
  }

  async purgeHistory(before: number): Promise<void> {
    await this.write([], 'DELETE FROM configuration_history WHERE at < $1', [before], 'housekeeping');
  }

  async purgeExpired(sessionsIdleBefore: number, now: number, sessionsCreatedBefore = 0): Promise<void> {
    const stale = 'SELECT id_hash FROM sessions WHERE last_seen_at < $1 OR created_at < $2';
    await this.write([], `DELETE FROM api_tokens WHERE session_id_hash IN (${stale})`, [sessionsIdleBefore, sessionsCreatedBefore], 'housekeeping');
    await this.write([], 'DELETE FROM sessions WHERE last_seen_at < $1 OR created_at < $2', [sessionsIdleBefore, sessionsCreatedBefore], 'housekeeping');
    await this.write([], 'DELETE FROM api_tokens WHERE expires_at < $1', [now], 'housekeeping');
  }

  async putLoginFailures(r: StoredLoginFailures): Promise<void> {
    await this.write(
      [scopes.loginFailures(r.key)],
      `INSERT INTO login_failures (key, failures, last_failure_at, locked_until) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
         locked_until = excluded.locked_until`,
      [r.key, r.failures, r.lastFailureAt, r.lockedUntil],
      'housekeeping',
    );
  }

  async deleteLoginFailures(key: string): Promise<void> {
    await this.write([scopes.loginFailures(key)], 'DELETE FROM login_failures WHERE key = $1', [key], 'housekeeping');
  }

  async purgeLoginFailures(before: number, now: number): Promise<void> {
    await this.write([], 'DELETE FROM login_failures WHERE last_failure_at < $1 AND locked_until <= $2', [before, now], 'housekeeping');
  }

  async updateServerState(patch: Partial<ServerState>): Promise<void> {
    if (patch.licenseAgreementAccepted !== undefined) {
      await this.write([scopes.serverState], 'UPDATE server_state SET license_agreement_accepted = $1 WHERE id = 1', [
        patch.licenseAgreementAccepted ? 1 : 0,
      ]);
    }
    if (patch.initialSetupComplete !== undefined) {
      await this.write([scopes.serverState], 'UPDATE server_state SET initial_setup_complete = $1 WHERE id = 1', [patch.initialSetupComplete ? 1 : 0]);
    }
  }

  async addEncryptionKey(key: StoredEncryptionKey): Promise<void> {
    // The lock makes MAX(seq) + 1 safe against another node adding a key at the same moment.
    await this.write(
      [scopes.keys],
      `INSERT INTO encryption_keys (key_id, seq, creation_date, wrap_iv, wrap_tag, wrapped_key)
       VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM encryption_keys), $2, $3, $4, $5)`,
      [key.keyId, key.creationDate, key.wrapIv, key.wrapTag, key.wrappedKey],
    );
  }

  async putSecret(secret: StoredSecret): Promise<void> {
    await this.write(
      [scopes.secrets],
      `INSERT INTO secrets (owner, name, key_id, iv, tag, ciphertext) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (owner, name) DO UPDATE SET key_id = excluded.key_id, iv = excluded.iv, tag = excluded.tag,
         ciphertext = excluded.ciphertext`,
      [secret.owner, secret.name, secret.keyId, secret.iv, secret.tag, secret.ciphertext],
    );
  }

  async deleteSecrets(owner: string, name?: string): Promise<void> {
    if (name === undefined) await this.write([scopes.secrets], 'DELETE FROM secrets WHERE owner = $1', [owner]);
    else await this.write([scopes.secrets], 'DELETE FROM secrets WHERE owner = $1 AND name = $2', [owner, name]);
  }

  async publishConfiguration(now: number): Promise<ConfigurationState> {
    if (!this.open) throw new Error('Store writes must run inside store.transaction().');
    // One statement: under READ COMMITTED it sees one snapshot, so the copied configuration is
    // exactly the one labelled with the version it read (a writer committing meanwhile is either
    // wholly in it or wholly out, with the next version).
    const { rows } = await this.db.query<{ version: number }>(
      `INSERT INTO configuration_snapshots (version, created_at, doc)
       SELECT s.version, $1, json_build_object(
         'configurationUpdatedAt', s.updated_at,
         'items', COALESCE((SELECT json_agg(json_build_object('namespace', namespace, 'id', id, 'name', name, 'doc', doc::json)) FROM collection_items), '[]'::json),
         'settings', COALESCE((SELECT json_agg(json_build_object('key', key, 'doc', doc::json)) FROM settings), '[]'::json))::text
       FROM configuration_state s WHERE s.id = 1
       ON CONFLICT (version) DO UPDATE SET created_at = excluded.created_at, doc = excluded.doc
       RETURNING version`,
      [now],
    );
    const { version } = rows[0];
    // The version copied, not a newer one committed since: never claim what the snapshot lacks.
    await this.db.query('UPDATE configuration_state SET replicated_version = GREATEST(replicated_version, $1), replicated_at = $2 WHERE id = 1', [version, now]);
    await this.db.query('DELETE FROM configuration_snapshots WHERE version < $1', [version]);
    return this.getConfigurationState();
  }
}
