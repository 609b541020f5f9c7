/**
 * A plain SQL connection to a test server's database, beside the store: the SQLite file in its
 * data directory, or its PostgreSQL database. For tests that read or change rows the API cannot
 * reach. Statements use `?` placeholders on both backends.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { DATABASE_FILE_NAME } from '../../../src/server/store/sqlite-store';
import type { TestServer } from './test-server';

export type Row = Record<string, unknown>;

export interface RawDatabase {
  backend: TestServer['backend'];
  /** Runs one statement; resolves the rows it returns (none for a write). */
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** `readonly`: the connection refuses writes (SQLite opens the file read-only; PostgreSQL read-only transactions). */
export async function openRawDatabase(server: Pick<TestServer, 'dataDir' | 'databaseUrl'>, options: { readonly?: boolean } = {}): Promise<RawDatabase> {
  if (server.databaseUrl === undefined) {
    const db = new Database(join(server.dataDir, DATABASE_FILE_NAME), { readonly: options.readonly ?? false, fileMustExist: true });
    return {
      backend: 'sqlite',
      async query<T>(sql: string, params: unknown[] = []) {
        const statement = db.prepare(sql);
        if (statement.reader) return statement.all(...params) as T[];
        statement.run(...params);
        return [];
      },
      async close() {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  if (options.readonly) await client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY');
  return {
    backend: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      let n = 0;
      return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
    },
    close: () => client.end(),
  };
}

/** Opens, runs `fn`, and closes. */
export async function withRawDatabase<T>(server: Pick<TestServer, 'dataDir' | 'databaseUrl'>, fn: (db: RawDatabase) => Promise<T>): Promise<T> {
  const db = await openRawDatabase(server);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}
