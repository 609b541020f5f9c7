/**
 * Changes an account's stored row directly in the server's database file, through a second
 * SQLite connection: the API has no account update yet, and these tests need an account that
 * changes (deactivated, new password) while its session, token or Basic credential is in use.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DATABASE_FILE_NAME } from '../../../src/server/store/sqlite-store';

function withDatabase<T>(dataDir: string, fn: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, DATABASE_FILE_NAME));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export function setAccountActive(dataDir: string, username: string, active: boolean): void {
  withDatabase(dataDir, (db) =>
    db.prepare("UPDATE admin_accounts SET doc = json_set(doc, '$.active', json(?)) WHERE username_lower = ?").run(String(active), username.toLowerCase()),
  );
}

export function setAccountPasswordHash(dataDir: string, username: string, passwordHash: string): void {
  withDatabase(dataDir, (db) => db.prepare('UPDATE admin_accounts SET password_hash = ? WHERE username_lower = ?').run(passwordHash, username.toLowerCase()));
}

export function accountRow(dataDir: string, username: string): { username: string; password_hash: string; doc: string } | undefined {
  return withDatabase(dataDir, (db) =>
    db.prepare('SELECT username, password_hash, doc FROM admin_accounts WHERE username_lower = ?').get(username.toLowerCase()) as
      | { username: string; password_hash: string; doc: string }
      | undefined,
  );
}
