/**
 * The store on PostgreSQL (node-postgres with a connection pool), for several cluster nodes
 * sharing one database. Same interface and migrations as the SQLite store; every write runs in
 * one transaction whose read-modify-writes are locked (postgres-transaction.ts).
 */
import pg from 'pg';
import { inClientTransaction } from './postgres-client-transaction';
import { migratePostgres } from './postgres-migrate';
import { FilteredTotals } from './filtered-totals';
import { PostgresReader } from './postgres-reader';
import { PostgresTransaction } from './postgres-transaction';
import type { Store, StoreWriter } from './store';

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
  return new PostgresStore(pool, redactedDatabaseUrl(databaseUrl));
}

class PostgresStore extends PostgresReader implements Store {
  readonly embedded = false;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    readonly location: string,
  ) {
    // Outside transactions a filtered total is remembered per configuration version.
    super(pool, new FilteredTotals());
  }

  async transaction<T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(fn);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      }
    }
  }

  private async attempt<T>(fn: (tx: StoreWriter) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The store is closed.');
    return inClientTransaction(this.pool, async (client) => {
      const tx = new PostgresTransaction(client);
      try {
        const result = await fn(tx);
        // Last statement before COMMIT: the row lock serializes configuration writers only briefly.
        if (tx.changedConfiguration) await client.query('UPDATE configuration_state SET version = version + 1, updated_at = $1 WHERE id = 1', [Date.now()]);
        return result;
      } finally {
        tx.end();
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
