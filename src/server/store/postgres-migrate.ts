/**
 * Applies the shared migrations (./migrations) to a PostgreSQL database. Several nodes may start
 * at once: a transaction-scoped advisory lock lets one of them migrate while the others wait and
 * then find the versions applied.
 */
import type { Pool } from 'pg';
import { migrations, migrationSql } from './migrations';
import { inClientTransaction } from './postgres-client-transaction';
import { migrationStatements } from './sql/migration-statements';
import { numberedParameters } from './sql/postgres-dialect';

/** Any constant shared by every node: the advisory lock key of schema migration. */
const MIGRATION_LOCK = 7_146_201_955;

export async function migratePostgres(pool: Pool): Promise<void> {
  await inClientTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(migrationStatements.createTable);
    const applied = new Set((await client.query<{ version: number }>(migrationStatements.applied)).rows.map((r) => r.version));
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await client.query(migrationSql(migration, 'postgres'));
      await client.query(numberedParameters(migrationStatements.record), [
        migration.version,
        migration.description,
        new Date().toISOString(),
      ]);
    }
  });
}
