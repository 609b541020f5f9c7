/**
 * Who has which configuration object open, in memory: one entry per account, browser tab and
 * object path, kept while its tab calls again within the time to live. Time is given by the caller
 * (`now`, ms since the epoch), so the board holds no clock and tests move time by hand.
 * Bounded: an account keeps at most `perAccount` entries (a new one replaces its least recently
 * seen), so the board holds at most that many per account that may sign in.
 */

export interface PresenceEntry {
  /** The account's name as the store spells it. */
  username: string;
  tabId: string;
  path: string;
  /** When the tab announced the path first (ms). */
  since: number;
  /** When the tab announced it last (ms). */
  seenAt: number;
}

export interface PresenceLimits {
  /** How long an entry lives after its tab's last call. */
  ttlMs: number;
  /** How many entries one account may keep. */
  perAccount: number;
}

export const PRESENCE_LIMITS: PresenceLimits = { ttlMs: 30_000, perAccount: 20 };

/** Accounts are one whatever the case of their name (as the store finds them). */
const accountKey = (username: string) => username.toLowerCase();
const entryKey = (tabId: string, path: string) => `${tabId}\n${path}`;

export class PresenceBoard {
  /** Account key → (tab and path → entry). */
  private readonly accounts = new Map<string, Map<string, PresenceEntry>>();

  constructor(private readonly limits: PresenceLimits = PRESENCE_LIMITS) {}

  /** The tab has `path` open now: a new entry, or the same one seen again (keeping its `since`). */
  announce(username: string, tabId: string, path: string, now: number): void {
    this.forgetExpired(now);
    const key = accountKey(username);
    const entries = this.accounts.get(key) ?? new Map<string, PresenceEntry>();
    const known = entries.get(entryKey(tabId, path));
    // Re-inserted, so the map's order is least recently seen first.
    entries.delete(entryKey(tabId, path));
    entries.set(entryKey(tabId, path), { username, tabId, path, since: known?.since ?? now, seenAt: now });
    for (const oldest of entries.keys()) {
      if (entries.size <= this.limits.perAccount) break;
      entries.delete(oldest);
    }
    this.accounts.set(key, entries);
  }

  /** The tab closed `path`, or (without it) every path it had open. Only the account's own tab. */
  leave(username: string, tabId: string, path?: string): void {
    const key = accountKey(username);
    const entries = this.accounts.get(key);
    if (!entries) return;
    for (const [name, entry] of entries) if (entry.tabId === tabId && (path === undefined || entry.path === path)) entries.delete(name);
    if (entries.size === 0) this.accounts.delete(key);
  }

  /** The live entries of `path` but the one of the asking tab, earliest first. */
  at(path: string, username: string, tabId: string, now: number): PresenceEntry[] {
    this.forgetExpired(now);
    const self = accountKey(username);
    const found: PresenceEntry[] = [];
    for (const [key, entries] of this.accounts) {
      for (const entry of entries.values()) if (entry.path === path && !(key === self && entry.tabId === tabId)) found.push(entry);
    }
    return found.sort((a, b) => a.since - b.since || a.username.localeCompare(b.username, 'en') || a.tabId.localeCompare(b.tabId, 'en'));
  }

  /** How many entries the board holds (for tests of its bounds). */
  get size(): number {
    let count = 0;
    for (const entries of this.accounts.values()) count += entries.size;
    return count;
  }

  private forgetExpired(now: number): void {
    for (const [key, entries] of this.accounts) {
      for (const [name, entry] of entries) if (now - entry.seenAt >= this.limits.ttlMs) entries.delete(name);
      if (entries.size === 0) this.accounts.delete(key);
    }
  }
}
