/**
 * The default store: SQLite through better-sqlite3 in <dataDir>/console.db, running the roles'
 * shared code (shared/) over the catalogue (sql/) in SQLite's dialect. better-sqlite3 is
 * synchronous; the async interface is kept so callers are ready for PostgreSQL.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { createPrivateFile, preparePrivateDataDir } from './private-data-dir';
import { migrations, migrationSql } from './migrations';
import { listingMemory } from './shared/item-listing';
import { storeRoles } from './shared/store-roles';
import { clusterStatements } from './sql/cluster-statements';
import { migrationStatements } from './sql/migration-statements';
import { transactionStatements } from './sql/transaction-statements';
import { SqliteRunner } from './sqlite-runner';
import type { Store, StoreWriter } from './store';

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
  return sqliteStore(db, join(dataDir, DATABASE_FILE_NAME));
}

function migrate(db: Db): void {
  db.exec(migrationStatements.createTable);
  const applied = new Set((db.prepare(migrationStatements.applied).all() as { version: number }[]).map((r) => r.version));
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migrationSql(migration, 'sqlite'));
      db.prepare(migrationStatements.record).run(migration.version, migration.description, new Date().toISOString());
    })();
  }
}

/**
 * One connection serves reads and the running transaction alike, so the store reads through the
 * same roles as its writer, whose writes the runner refuses while no transaction runs.
 */
function sqliteStore(db: Db, location: string): Store {
  const run = new SqliteRunner(db);
  /** Tail of the queue of transactions: one runs at a time because they share one connection. */
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const roles: StoreWriter = storeRoles(run, listingMemory());

  const transaction = <T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T> => {
    const attempt = async (): Promise<T> => {
      if (closed) throw new Error('The store is closed.');
      db.exec(transactionStatements.begin.sqlite);
      run.begin();
      try {
        const result = await fn(roles);
        if (run.configurationChanged) run.statement(clusterStatements.nextVersion).run(Date.now());
        db.exec(transactionStatements.commit);
        return result;
      } catch (error) {
        db.exec(transactionStatements.rollback);
        throw error;
      } finally {
        run.inTransaction = false;
      }
    };
    const result = queue.then(attempt, attempt);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    ...roles,
    embedded: true,
    /** The database file. */
    location,
    transaction,
    async close() {
      if (closed) return;
      await queue;
      closed = true;
      db.close();
    },
  };
}
