/** The accounts role: administrative accounts, unique by username ignoring case. */
import type { JsonDocument } from './documents';

export interface StoredAccount {
  username: string;
  passwordHash: string;
  /** The account without its password fields. */
  doc: JsonDocument;
}

export interface AccountReader {
  /** Username lookup ignores case, as usernames are unique ignoring case. */
  getAccount(username: string): Promise<StoredAccount | undefined>;
  countAccounts(): Promise<number>;
  /** Every administrative account, ordered by username ignoring case. */
  listAccounts(): Promise<StoredAccount[]>;
  /**
   * Usernames containing `text` ignoring case (the header search; accounts are few), those
   * starting with it first, then by username; at most `limit`. Reads no account document.
   */
  searchAccounts(text: string, limit: number): Promise<string[]>;
}

export interface AccountWriter {
  /**
   * Adds a new account; resolves false, changing nothing, when the username is taken (ignoring
   * case). Never overwrites: an existing account's password and roles cannot be replaced this way.
   */
  insertAccount(account: StoredAccount): Promise<boolean>;
  /**
   * Replaces an existing account's document and, when given, its password hash; resolves false
   * when there is no such account (ignoring case). Never inserts.
   */
  updateAccount(username: string, change: { doc: JsonDocument; passwordHash?: string }): Promise<boolean>;
  /** Deletes an account with its sessions and their api tokens; false when there was none. */
  deleteAccount(username: string): Promise<boolean>;
}
