/**
 * Numbered schema migrations, applied in order and recorded in schema_migrations: ONE list for
 * both backends. The SQL is written for SQLite and plain enough for PostgreSQL; `migrationSql`
 * makes the two dialect differences (see there). Never edit a released migration: append a new one.
 */
export interface Migration {
  version: number;
  description: string;
  sql: string;
  /** When the backends need different SQL (an index only one of them has): PostgreSQL's own. */
  postgresSql?: string;
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
  {
    version: 2,
    description: 'collection listing index (namespace, name_lower, id); configuration encryption keys; secrets',
    sql: `
      -- Filtered, sorted and paged listings walk this index in order (ties broken by id), so a
      -- page costs the rows it skips and returns, not a sort of the whole collection.
      CREATE INDEX collection_items_name_id ON collection_items (namespace, name_lower, id);
      DROP INDEX collection_items_name;

      -- Data keys, each wrapped (AES-256-GCM) with the master key kept outside the database.
      CREATE TABLE encryption_keys (
        key_id TEXT PRIMARY KEY,
        seq INTEGER NOT NULL UNIQUE,
        creation_date TEXT NOT NULL,
        wrap_iv TEXT NOT NULL,
        wrap_tag TEXT NOT NULL,
        wrapped_key TEXT NOT NULL
      );

      -- Every stored secret, encrypted with one data key.
      CREATE TABLE secrets (
        owner TEXT NOT NULL,
        name TEXT NOT NULL,
        key_id TEXT NOT NULL REFERENCES encryption_keys (key_id),
        iv TEXT NOT NULL,
        tag TEXT NOT NULL,
        ciphertext TEXT NOT NULL,
        PRIMARY KEY (owner, name)
      );
      CREATE INDEX secrets_key ON secrets (key_id);
    `,
  },
  {
    version: 3,
    description: 'login failures (throttling of password sign-ins)',
    sql: `
      -- Failed password sign-ins per throttling key ('account:<lower-cased username>' or
      -- 'address:<client ip>'), shared by every node that uses this database.
      CREATE TABLE login_failures (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL,
        locked_until INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    description: 'cluster: nodes, configuration version, replicated snapshots',
    sql: `
      -- Every node of a cluster sharing this database (src/server/cluster). A node keeps its
      -- node_id (in its data directory) across restarts, and with it its row and index.
      CREATE TABLE cluster_nodes (
        node_id TEXT PRIMARY KEY,
        node_index INTEGER NOT NULL UNIQUE,
        address TEXT NOT NULL,
        version TEXT NOT NULL,
        mode TEXT NOT NULL,
        node_tags TEXT,
        node_group TEXT,
        started_at INTEGER NOT NULL,
        last_heartbeat_at INTEGER NOT NULL,
        -- Console nodes: ACTIVE or PASSIVE, and when that last changed; NULL on engines.
        console_role TEXT,
        console_role_updated_at INTEGER,
        -- Console nodes: the last synchronization with the shared configuration.
        sync_status TEXT,
        sync_at INTEGER,
        -- Engine nodes: the configuration version applied, the time of that configuration, and
        -- RETRIEVING, APPLYING, SUCCEEDED or FAILED (NULL before the first retrieval).
        applied_version INTEGER,
        configuration_timestamp INTEGER,
        replication_status TEXT
      );
      -- Exactly one active admin console: a second ACTIVE row is refused by the database.
      CREATE UNIQUE INDEX cluster_nodes_one_active ON cluster_nodes (console_role) WHERE console_role = 'ACTIVE';

      -- The configuration version: bumped by every transaction that changes configuration;
      -- replicated_version is the version last published to the engines.
      CREATE TABLE configuration_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        version INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER,
        replicated_version INTEGER NOT NULL DEFAULT 0,
        replicated_at INTEGER
      );
      INSERT INTO configuration_state (id) VALUES (1);

      -- What engines retrieve and apply: the configuration as of a replicated version.
      CREATE TABLE configuration_snapshots (
        version INTEGER PRIMARY KEY,
        created_at INTEGER NOT NULL,
        doc TEXT NOT NULL
      );
    `,
  },
  {
    version: 5,
    description: 'substring search index over collection item names',
    // SQLite: an FTS5 trigram index over name_lower, kept in step with collection_items by
    // triggers; a filter of 3 or more characters finds its rows there instead of testing every
    // name (sqlite-store.ts). The index holds no copy of the names (external content).
    sql: `
      CREATE VIRTUAL TABLE collection_items_names USING fts5(
        name_lower, content = 'collection_items', content_rowid = 'rowid', tokenize = 'trigram'
      );
      INSERT INTO collection_items_names (rowid, name_lower) SELECT rowid, name_lower FROM collection_items;
      CREATE TRIGGER collection_items_names_insert AFTER INSERT ON collection_items BEGIN
        INSERT INTO collection_items_names (rowid, name_lower) VALUES (new.rowid, new.name_lower);
      END;
      CREATE TRIGGER collection_items_names_delete AFTER DELETE ON collection_items BEGIN
        INSERT INTO collection_items_names (collection_items_names, rowid, name_lower) VALUES ('delete', old.rowid, old.name_lower);
      END;
      CREATE TRIGGER collection_items_names_update AFTER UPDATE ON collection_items BEGIN
        INSERT INTO collection_items_names (collection_items_names, rowid, name_lower) VALUES ('delete', old.rowid, old.name_lower);
        INSERT INTO collection_items_names (rowid, name_lower) VALUES (new.rowid, new.name_lower);
      END;
    `,
    // PostgreSQL: pg_trgm's GIN index serves name_lower LIKE '%x%' as it is. Creating the
    // extension needs a privilege a database owner may lack: then the index is left out (the
    // listing stays correct, only slower) and a notice says so.
    postgresSql: `
      DO $$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'pg_trgm is not available to this database user: substring search scans every name';
      END $$;
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX collection_items_name_trgm ON collection_items USING gin (name_lower gin_trgm_ops);
        END IF;
      END $$;
    `,
  },
  {
    version: 6,
    description: 'index of lower-cased item ids (header search)',
    // The header search (item-search.ts) finds ids starting with the typed text as a range of this
    // index, in its order (so LIMIT stops early). lower() folds ASCII letters on both backends (PostgreSQL: the id column is COLLATE "C").
    sql: `
      CREATE INDEX collection_items_id_lower ON collection_items (namespace, lower(id), id);
    `,
  },
  {
    version: 7,
    description: 'configuration history (who changed what, before and after)',
    // Read newest first by object (an object's History panel), by time and by user (the History page).
    sql: `
      CREATE TABLE configuration_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        username TEXT NOT NULL,
        kind TEXT NOT NULL,
        namespace TEXT NOT NULL,
        object_id TEXT NOT NULL,
        object_name TEXT NOT NULL,
        operation TEXT NOT NULL,
        before_doc TEXT,
        after_doc TEXT,
        revert_of INTEGER
      );
      CREATE INDEX configuration_history_object ON configuration_history (namespace, object_id, id);
      CREATE INDEX configuration_history_at ON configuration_history (at);
      CREATE INDEX configuration_history_user ON configuration_history (lower(username), id);
    `,
    postgresSql: `
      CREATE TABLE configuration_history (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at BIGINT NOT NULL,
        username TEXT COLLATE "C" NOT NULL,
        kind TEXT COLLATE "C" NOT NULL,
        namespace TEXT COLLATE "C" NOT NULL,
        object_id TEXT COLLATE "C" NOT NULL,
        object_name TEXT COLLATE "C" NOT NULL,
        operation TEXT COLLATE "C" NOT NULL,
        before_doc TEXT COLLATE "C",
        after_doc TEXT COLLATE "C",
        revert_of BIGINT
      );
      CREATE INDEX configuration_history_object ON configuration_history (namespace, object_id, id);
      CREATE INDEX configuration_history_at ON configuration_history (at);
      CREATE INDEX configuration_history_user ON configuration_history (lower(username), id);
    `,
  },
  {
    version: 8,
    description: "authentication policy fragments at PingFederate's path (/authenticationPolicies/fragments)",
    // The namespace of a generic collection is its API path, so objects, their history, their
    // secrets' owner and the replicated snapshots move with it. The old API path stays an alias
    // (http/path-aliases.ts).
    sql: `
      UPDATE collection_items SET namespace = '/authenticationPolicies/fragments' WHERE namespace = '/authenticationPolicyFragments';
      UPDATE configuration_history SET namespace = '/authenticationPolicies/fragments' WHERE namespace = '/authenticationPolicyFragments';
      UPDATE secrets SET owner = '/authenticationPolicies/fragments' || substr(owner, 31) WHERE owner LIKE '/authenticationPolicyFragments/%';
      UPDATE configuration_snapshots SET doc = replace(doc, '"/authenticationPolicyFragments"', '"/authenticationPolicies/fragments"');
    `,
  },
  {
    version: 9,
    description: 'versions of items and settings documents (ETag, If-Match)',
    // Every stored object gets a version of its own now; a write of a changed document a new one.
    sql: `
      ALTER TABLE collection_items ADD COLUMN version TEXT NOT NULL DEFAULT '';
      UPDATE collection_items SET version = lower(hex(randomblob(16)));
      ALTER TABLE settings ADD COLUMN version TEXT NOT NULL DEFAULT '';
      UPDATE settings SET version = lower(hex(randomblob(16)));
    `,
    postgresSql: `
      ALTER TABLE collection_items ADD COLUMN version TEXT COLLATE "C" NOT NULL DEFAULT '';
      UPDATE collection_items SET version = md5(random()::text || namespace || id);
      ALTER TABLE settings ADD COLUMN version TEXT COLLATE "C" NOT NULL DEFAULT '';
      UPDATE settings SET version = md5(random()::text || key);
    `,
  },
];

export type SqlDialect = 'sqlite' | 'postgres';

/**
 * The migration's SQL for a backend. PostgreSQL differs in two ways: INTEGER is 32-bit there
 * (epoch milliseconds need BIGINT; SQLite's INTEGER is already 64-bit), and TEXT compares by the
 * database's locale, so it gets COLLATE "C" to sort and compare by code point as SQLite does
 * (listing order of names with %, _ and capitals is the same on both backends).
 */
export function migrationSql(migration: Migration, dialect: SqlDialect): string {
  if (dialect === 'sqlite') return migration.sql;
  if (migration.postgresSql !== undefined) return migration.postgresSql;
  return migration.sql.replace(/\bINTEGER\b/g, 'BIGINT').replace(/\bTEXT\b/g, 'TEXT COLLATE "C"');
}
