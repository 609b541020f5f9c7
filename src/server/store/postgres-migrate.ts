/**
 * Applies the shared migrations (./migrations) to a PostgreSQL database. Several nodes may start
 * at once: a transaction-scoped advisory lock lets one of them migrate while the others wait and
 * then find the versions applied.
 */
import type { Pool } from 'pg';
import { migrations, migrationSql } from './migrations';
import { inClientTransaction } from './postgres-client-transaction';

/** Any constant shared by every node: the advisory lock key of schema migration. */
const MIGRATION_LOCK = 7_146_201_955;

export async function migratePostgres(pool: Pool): Promise<void> {
  await inClientTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await client.query(migrationSql(migration, 'postgres'));
      await client.query('INSERT INTO schema_migrations (version, description, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.description,
        new Date().toISOString(),
      ]);
    }
  });
}
