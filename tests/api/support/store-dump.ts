/**
 * Every row of every table of a server's database (its SQLite file or its PostgreSQL database),
 * read through a second, read-only connection: two dumps compare equal when a request changed
 * nothing in the store. Rows are sorted, so the dump does not depend on the order a backend reads them.
 */
import { openRawDatabase } from './raw-database';
import type { TestServer } from './test-server';

export type StoreDump = Record<string, string[]>;

const TABLES = {
  sqlite: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  postgres: "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
};

export async function openStoreDump(server: Pick<TestServer, 'dataDir' | 'databaseUrl'>): Promise<{ dump(): Promise<StoreDump>; close(): Promise<void> }> {
  const db = await openRawDatabase(server, { readonly: true });
  return {
    async dump() {
      const tables = await db.query<{ name: string }>(TABLES[db.backend]);
      const dump: StoreDump = {};
      for (const { name } of tables) dump[name] = (await db.query(`SELECT * FROM "${name}"`)).map((row) => JSON.stringify(row)).sort();
      return dump;
    },
    close: () => db.close(),
  };
}
