/**
 * Recently verified username + password pairs, so a script repeating a correct HTTP Basic
 * credential costs an HMAC instead of an scrypt per request. Kept in this process's memory only,
 * keyed by an HMAC under a key made at start (a memory dump shows no passwords and no plain
 * hashes of them). An entry is only good while the account's stored password hash is the one it
 * was verified against, so a password change drops it; roles and `active` are read from the store
 * on every request anyway.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { StoredAccount } from '../../store/store';

export const VERIFIED_PASSWORD_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 1000;

interface Entry {
  username: string;
  passwordHash: string;
  expiresAt: number;
}

export class VerifiedPasswords {
  private readonly key = randomBytes(32);
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = VERIFIED_PASSWORD_TTL_MS) {}

  /** The key of a username (any case) and password: an HMAC, never the password itself. */
  id(username: string, password: string): string {
    return createHmac('sha256', this.key).update(username.toLowerCase()).update('\0').update(password).digest('base64url');
  }

  /** True when this password was verified for this account, unchanged since, within the TTL. */
  matches(account: StoredAccount, password: string, now: number): boolean {
    const id = this.id(account.username, password);
    const entry = this.entries.get(id);
    if (!entry) return false;
    if (entry.expiresAt > now && entry.passwordHash === account.passwordHash) return true;
    this.entries.delete(id);
    return false;
  }

  remember(account: StoredAccount, password: string, now: number): void {
    // Only correct passwords get here, so the map is bounded by real use; the cap is a backstop.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(this.id(account.username, password), {
      username: account.username.toLowerCase(),
      passwordHash: account.passwordHash,
      expiresAt: now + this.ttlMs,
    });
  }

  /** Drops every entry of one account (sign-out, account changes). */
  forget(username: string): void {
    const lower = username.toLowerCase();
    for (const [id, entry] of this.entries) if (entry.username === lower) this.entries.delete(id);
  }
}
