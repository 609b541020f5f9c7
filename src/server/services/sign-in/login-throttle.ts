/**
 * Brute-force protection for password sign-ins (login form and HTTP Basic), after Keycloak's
 * brute-force detection: failures are counted per account and per client address; once a key
 * reaches its limit it is locked for a while, each further failure doubling the wait up to a
 * maximum. A locked key refuses even the right password, before any password hash is computed.
 * The counters live in the store, so every node sharing the database sees the same ones.
 */
import { ApiError, apiResult } from '../../core/api-error';
import type { Store, StoredLoginFailures } from '../../store/store';

export interface LoginThrottleLimits {
  /** Failed sign-ins an account may have; the next limit-reaching failure locks it. */
  accountFailures: number;
  /** The same for one client address (higher: many people may share one address). */
  addressFailures: number;
  /** The first lockout; each further failure doubles it. */
  lockoutMs: number;
  maxLockoutMs: number;
  /** Failures are forgotten after this long without another one. */
  failureResetMs: number;
  /**
   * How long a refused (429) attempt waits before it is answered (never past the lockout). It
   * costs no CPU, and a client that waits for each answer, as brute-force tools do, can then send
   * only about one attempt per connection per this interval. 0 answers at once.
   */
  answerDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  accountFailures: 5,
  addressFailures: 20,
  lockoutMs: 30_000,
  maxLockoutMs: 15 * 60_000,
  failureResetMs: 12 * 60 * 60_000,
  answerDelayMs: 1000,
};

export const TOO_MANY_ATTEMPTS = 'too_many_attempts';

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/** "30 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** 429 with Retry-After (seconds) and a message that says when to try again. */
export function tooManyAttempts(lockedUntil: number, now: number): ApiError {
  const waitMs = lockedUntil - now;
  return new ApiError(
    429,
    apiResult(TOO_MANY_ATTEMPTS, `Too many failed sign-on attempts. Please try again in ${waitText(waitMs)}.`),
    { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/**
 * Each password check that needs hashing is admitted first, and counted as a failure as it is
 * admitted (a success takes it back). So parallel guessers cannot slip extra guesses in while the
 * first ones are still hashing: once the count reaches the limit, the rest are refused at once.
 */
export class LoginThrottle {
  constructor(
    private readonly store: Store,
    readonly limits: LoginThrottleLimits,
  ) {}

  /** Throws 429 while the account or the address is locked; otherwise the account's failure count. */
  async check(username: string, address: string, now: number): Promise<{ accountFailures: number }> {
    const records = await this.store.getLoginFailures([accountKey(username), addressKey(address)]);
    const lockedUntil = Math.max(0, ...records.map((r) => r.lockedUntil));
    if (lockedUntil > now) await this.refuse(lockedUntil, now);
    const account = records.find((r) => r.key === accountKey(username));
    return { accountFailures: account ? account.failures : 0 };
  }

  /**
   * Throws 429 while either key is locked; otherwise counts the attempt as a failure of both keys
   * and answers until when that count locks them (0: not locked).
   */
  async admit(username: string, address: string, now: number): Promise<{ lockedUntil: number }> {
    const { lockedBefore, lockedUntil } = await this.store.transaction(async (tx) => {
      // Sign-in attempts are a good moment to drop records nobody needs any more.
      await tx.purgeLoginFailures(now - this.limits.failureResetMs, now);
      const keys: [string, number][] = [
        [accountKey(username), this.limits.accountFailures],
        [addressKey(address), this.limits.addressFailures],
      ];
      const existing = await tx.getLoginFailures(keys.map(([key]) => key));
      const before = Math.max(0, ...existing.map((r) => r.lockedUntil));
      if (before > now) return { lockedBefore: before, lockedUntil: before };
      let latest = 0;
      for (const [key, limit] of keys) {
        const record = this.next(existing.find((r) => r.key === key), key, limit, now);
        await tx.putLoginFailures(record);
        latest = Math.max(latest, record.lockedUntil);
      }
      return { lockedBefore: 0, lockedUntil: latest };
    });
    if (lockedBefore > now) await this.refuse(lockedBefore, now);
    return { lockedUntil };
  }

  /**
   * The admitted attempt succeeded: the account's failures are cleared, and the address's count
   * (with a lockout that only this attempt caused) is taken back.
   */
  async succeeded(username: string, address: string): Promise<void> {
    await this.store.transaction(async (tx) => {
      await tx.deleteLoginFailures(accountKey(username));
      const [record] = await tx.getLoginFailures([addressKey(address)]);
      if (!record) return;
      const failures = record.failures - 1;
      if (failures <= 0) return tx.deleteLoginFailures(record.key);
      const lockedUntil = failures < this.limits.addressFailures ? 0 : record.lockedUntil;
      await tx.putLoginFailures({ ...record, failures, lockedUntil });
    });
  }

  /** A successful check of a remembered credential clears the account's failures. */
  async clearAccount(username: string): Promise<void> {
    await this.store.transaction((tx) => tx.deleteLoginFailures(accountKey(username)));
  }

  /** Answers 429, after the answer delay. */
  async refuse(lockedUntil: number, now: number): Promise<never> {
    const delayMs = Math.min(this.limits.answerDelayMs, lockedUntil - now);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    throw tooManyAttempts(lockedUntil, now);
  }

  private next(previous: StoredLoginFailures | undefined, key: string, limit: number, now: number): StoredLoginFailures {
    const stale = !previous || now - previous.lastFailureAt > this.limits.failureResetMs;
    const failures = stale ? 1 : previous.failures + 1;
    const { lockoutMs, maxLockoutMs } = this.limits;
    // The limit-th failure locks for lockoutMs; each one after it (once a lockout has passed) doubles it.
    const lockMs = failures < limit ? 0 : Math.min(maxLockoutMs, lockoutMs * 2 ** Math.min(failures - limit, 30));
    return { key, failures, lastFailureAt: now, lockedUntil: lockMs > 0 ? now + lockMs : 0 };
  }
}

/** The defaults with the options given (undefined keeps a default); whole numbers, at least 1 (the delay 0). */
export function throttleLimits(options: Partial<LoginThrottleLimits> = {}): LoginThrottleLimits {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const limits: LoginThrottleLimits = { ...DEFAULT_LOGIN_THROTTLE, ...given };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < (name === 'answerDelayMs' ? 0 : 1)) throw new Error(`Login throttle limit ${name} must be a whole number of at least 1, not ${value}.`);
  }
  return limits;
}
