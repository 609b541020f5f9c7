/**
 * Every row of every table of a server's SQLite database, read through a second, read-only
 * connection: two dumps compare equal when a request changed nothing in the store.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DATABASE_FILE_NAME } from '../../../src/server/store/sqlite-store';

export type StoreDump = Record<string, string[]>;

export function openStoreDump(dataDir: string): { dump(): StoreDump; close(): void } {
  const db = new Database(join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  return {
    dump() {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
      return Object.fromEntries(
        tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all().map((row) => JSON.stringify(row)).sort()]),
      );
    },
    close: () => db.close(),
  };
}
