/** Checks a username and password the same way for Basic auth and the login form. */
import { decoyPasswordHash, verifyPassword } from './password-hash';
import type { Store, StoredAccount } from '../../store/store';

/** The account when the password matches and the account is active; undefined otherwise. */
export async function checkAccountPassword(store: Store, username: string, password: string): Promise<StoredAccount | undefined> {
  const account = await store.getAccount(username);
  // Hash even for unknown users so response times do not reveal which usernames exist.
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || !matches || account.doc.active === false) return undefined;
  return account;
}
