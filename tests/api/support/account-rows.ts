/**
 * Changes an account's stored row directly in the server's database (its SQLite file or its
 * PostgreSQL database), through a second connection: the API has no account update yet, and these
 * tests need an account that changes (deactivated, new password) while its session, token or
 * Basic credential is in use.
 */
import { withRawDatabase } from './raw-database';
import type { TestServer } from './test-server';

type Server = Pick<TestServer, 'dataDir' | 'databaseUrl'>;

export interface AccountRow {
  username: string;
  password_hash: string;
  /** The account document as stored (JSON text). */
  doc: string;
}

export function setAccountActive(server: Server, username: string, active: boolean): Promise<void> {
  return withRawDatabase(server, async (db) => {
    const sql =
      db.backend === 'sqlite'
        ? "UPDATE admin_accounts SET doc = json_set(doc, '$.active', json(?)) WHERE username_lower = ?"
        : "UPDATE admin_accounts SET doc = jsonb_set(doc::jsonb, '{active}', to_jsonb(?::boolean))::text WHERE username_lower = ?";
    await db.query(sql, [String(active), username.toLowerCase()]);
  });
}

export function setAccountPasswordHash(server: Server, username: string, passwordHash: string): Promise<void> {
  return withRawDatabase(server, async (db) => {
    await db.query('UPDATE admin_accounts SET password_hash = ? WHERE username_lower = ?', [passwordHash, username.toLowerCase()]);
  });
}

export function accountRow(server: Server, username: string): Promise<AccountRow | undefined> {
  return withRawDatabase(server, async (db) => {
    const rows = await db.query<AccountRow>('SELECT username, password_hash, doc FROM admin_accounts WHERE username_lower = ?', [username.toLowerCase()]);
    return rows[0];
  });
}
