/**
 * Numbered schema migrations, applied in order and recorded in schema_migrations. The SQL is
 * plain enough to run on PostgreSQL as well (TEXT, INTEGER/BIGINT-compatible columns).
 * Never edit a released migration: append a new one.
 */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    description: 'collections, settings, accounts, sessions, api tokens, server state',
    sql: `
      CREATE TABLE collection_items (
        namespace TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        name_lower TEXT NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (namespace, id)
      );
      CREATE INDEX collection_items_name ON collection_items (namespace, name_lower);

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        doc TEXT NOT NULL
      );

      CREATE TABLE admin_accounts (
        username_lower TEXT PRIMARY KEY,
        username TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        doc TEXT NOT NULL
      );

      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        username TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );

      CREATE TABLE api_tokens (
        token_hash TEXT PRIMARY KEY,
        username TEXT NOT NULL,
        session_id_hash TEXT,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX api_tokens_session ON api_tokens (session_id_hash);

      CREATE TABLE server_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        license_agreement_accepted INTEGER NOT NULL DEFAULT 0,
        initial_setup_complete INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO server_state (id) VALUES (1);
    `,
  },
];
