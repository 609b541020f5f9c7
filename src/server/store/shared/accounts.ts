/** The accounts role over the catalogue (account-statements.ts), on either backend. */
import { accountStatements as sql } from '../sql/account-statements';
import { containsPattern } from '../sql/contains-pattern';
import { storable } from '../sql/dialect';
import { scopes, type SqlRunner } from '../sql/sql-runner';
import type { AccountReader, AccountWriter, StoredAccount } from '../roles/accounts';
import type { JsonDocument } from '../roles/documents';
import type { SignInWriter } from '../roles/sign-ins';

interface AccountRow { username: string; password_hash: string; doc: string }
const toAccount = (r: AccountRow): StoredAccount => ({ username: r.username, passwordHash: r.password_hash, doc: JSON.parse(r.doc) as JsonDocument });

/** `signIns`: an account's sessions end with it. */
export function accountRole(run: SqlRunner, signIns: Pick<SignInWriter, 'endSessionsOf'>): AccountReader & AccountWriter {
  const lock = [scopes.accounts];
  return {
    async getAccount(username) {
      if (!storable(run.dialect, username)) return undefined;
      const [row] = await run.all<AccountRow>(lock, sql.get, [username.toLowerCase()]);
      return row ? toAccount(row) : undefined;
    },
    async countAccounts() {
      return (await run.all<{ n: number }>(lock, sql.count))[0].n;
    },
    async listAccounts() {
      return (await run.all<AccountRow>(lock, sql.list)).map(toAccount);
    },
    async searchAccounts(text, limit) {
      if (!storable(run.dialect, text)) return [];
      const lower = text.toLowerCase();
      const rows = await run.all<{ username: string }>([], sql.search, [containsPattern(text), [...lower].length, lower, limit]);
      return rows.map((row) => row.username);
    },
    async insertAccount(account) {
      const values = [account.username.toLowerCase(), account.username, account.passwordHash, JSON.stringify(account.doc)];
      return (await run.write(lock, sql.insert, values, true)).changes > 0;
    },
    async updateAccount(username, change) {
      const doc = JSON.stringify(change.doc);
      const lower = username.toLowerCase();
      const { changes } =
        change.passwordHash === undefined
          ? await run.write(lock, sql.updateDoc, [doc, lower], true)
          : await run.write(lock, sql.updateDocAndPassword, [doc, change.passwordHash, lower], true);
      return changes > 0;
    },
    async deleteAccount(username) {
      await signIns.endSessionsOf(username);
      return (await run.write(lock, sql.delete, [username.toLowerCase()], true)).changes > 0;
    },
  };
}
