/**
 * The store on PostgreSQL (node-postgres with a connection pool), for several cluster nodes
 * sharing one database. Same roles' code (shared/), catalogue (sql/) and migrations as the SQLite
 * store, in PostgreSQL's dialect; every write runs in one transaction whose read-modify-writes
 * are locked (postgres-runner.ts).
 */
import pg from 'pg';
import { inClientTransaction } from './postgres-client-transaction';
import { migratePostgres } from './postgres-migrate';
import { PostgresPoolRunner, PostgresTransactionRunner } from './postgres-runner';
import { listingMemory } from './shared/item-listing';
import { storeRoles } from './shared/store-roles';
import { clusterStatements } from './sql/cluster-statements';
import { numberedParameters } from './sql/postgres-dialect';
import type { Store, StoreReader, StoreWriter } from './store';

/** BIGINT (epoch ms, COUNT(*)) as a number: every value we store is far below 2^53. */
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** deadlock_detected, serialization_failure: the database gave up on the transaction; it may be run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

/** The URL without its password, for administrators and logs. */
export function redactedDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export async function openPostgresStore(databaseUrl: string, poolSize = 10): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types });
  // An idle pooled connection that the server drops must not crash the process.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresStore(pool, redactedDatabaseUrl(databaseUrl));
}

const NEXT_VERSION = numberedParameters(clusterStatements.nextVersion);

function postgresStore(pool: pg.Pool, location: string): Store {
  let closed = false;
  // Outside transactions a filtered total (and page anchors) are remembered per configuration version.
  const reads: StoreReader = storeRoles(new PostgresPoolRunner(pool), listingMemory());

  const attempt = <T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T> => {
    if (closed) throw new Error('The store is closed.');
    return inClientTransaction(pool, async (client) => {
      const run = new PostgresTransactionRunner(client);
      try {
        const result = await fn(storeRoles(run));
        // Last statement before COMMIT: the row lock serializes configuration writers only briefly.
        if (run.changedConfiguration) await client.query(NEXT_VERSION, [Date.now()]);
        return result;
      } finally {
        run.end();
      }
    });
  };

  return {
    ...reads,
    embedded: false,
    location,
    async transaction<T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T> {
      for (let n = 1; ; n++) {
        try {
          return await attempt(fn);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (n >= MAX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        }
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
