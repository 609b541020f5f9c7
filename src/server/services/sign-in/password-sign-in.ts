/**
 * Checks a username and password the same way for the login form and HTTP Basic: a recently
 * verified credential (no hashing; still refused during a lockout), otherwise the throttle admits
 * the attempt (a locked account or address costs no hashing) before scrypt. Failures are counted;
 * a success clears the account's count.
 */
import { unauthorized } from '../../core/api-error';
import type { Store, StoredAccount } from '../../store/store';
import { decoyPasswordHash, verifyPassword } from '../passwords/password-hash';
import type { LoginThrottle } from './login-throttle';
import type { VerifiedPasswords } from './verified-passwords';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password.';

export class PasswordSignIn {
  /** Checks being hashed, by credential: identical concurrent requests share one. */
  private readonly inFlight = new Map<string, Promise<StoredAccount>>();

  constructor(
    private readonly store: Store,
    readonly throttle: LoginThrottle,
    readonly verified: VerifiedPasswords,
    /** The server's clock (ServerContext.now). */
    private readonly now: () => number,
  ) {}

  /** The active account whose password this is; 401 otherwise, 429 while throttled. */
  async verify(username: string, password: string, address: string): Promise<StoredAccount> {
    const now = this.now();
    const account = await this.store.getAccount(username);
    if (account && account.doc.active !== false && this.verified.matches(account, password, now)) {
      // A remembered credential is no guess: it only has to respect a lockout.
      const { accountFailures } = await this.throttle.check(username, address, now);
      if (accountFailures > 0) await this.throttle.clearAccount(username);
      return account;
    }
    // A script's parallel first requests with one credential are one attempt, not several that
    // each count (and could lock the account) before the first has been hashed.
    const key = `${address}\0${this.verified.id(username, password)}`;
    let check = this.inFlight.get(key);
    if (!check) {
      check = this.hashedCheck(account, username, password, address, now).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, check);
    }
    return check;
  }

  private async hashedCheck(account: StoredAccount | undefined, username: string, password: string, address: string, now: number): Promise<StoredAccount> {
    const { lockedUntil } = await this.throttle.admit(username, address, now);
    // Hash even for unknown users so response times do not reveal which usernames exist.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
    if (!account || !matches || account.doc.active === false) {
      if (lockedUntil > now) await this.throttle.refuse(lockedUntil, now);
      throw unauthorized(INVALID_LOGIN_MESSAGE);
    }
    await this.throttle.succeeded(username, address);
    this.verified.remember(account, password, now);
    return account;
  }

  /** Forgets the account's verified credentials (sign-out). */
  forget(username: string): void {
    this.verified.forget(username);
  }
}
