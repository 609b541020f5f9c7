/**
 * The sign-ins role: sessions, the api tokens issued from them, and failed password sign-ins
 * (throttling). None of it is configuration: writing it makes no new configuration version.
 */

export interface StoredSession {
  idHash: string;
  username: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface StoredApiToken {
  tokenHash: string;
  username: string;
  /** The session the token was issued from; signing out revokes the token. */
  sessionIdHash: string | null;
  expiresAt: number;
}

/** Failed password sign-ins under one throttling key (an account or a client address). */
export interface StoredLoginFailures {
  key: string;
  failures: number;
  lastFailureAt: number;
  /** Epoch ms until which sign-ins under this key are refused; 0 when not locked. */
  lockedUntil: number;
}

export interface SignInReader {
  getSession(idHash: string): Promise<StoredSession | undefined>;
  /** Sessions seen at or after `activeSince` (epoch ms), most recently active first. */
  listSessions(activeSince: number): Promise<StoredSession[]>;
  getApiToken(tokenHash: string): Promise<StoredApiToken | undefined>;
  /** The failure records of these keys that exist. */
  getLoginFailures(keys: string[]): Promise<StoredLoginFailures[]>;
}

export interface SignInWriter {
  /** Ends every session of an account (ignoring case) and revokes their api tokens, but `keepIdHash`. */
  endSessionsOf(username: string, keepIdHash?: string): Promise<void>;
  putSession(session: StoredSession): Promise<void>;
  touchSession(idHash: string, lastSeenAt: number): Promise<void>;
  /** Also revokes the api tokens issued from the session. */
  deleteSession(idHash: string): Promise<void>;
  putApiToken(token: StoredApiToken): Promise<void>;
  /**
   * Removes sessions idle since before `sessionsIdleBefore` or created before `sessionsCreatedBefore`
   * (with their tokens), and tokens expired before `now`.
   */
  purgeExpired(sessionsIdleBefore: number, now: number, sessionsCreatedBefore?: number): Promise<void>;
  /** Insert or replace. */
  putLoginFailures(record: StoredLoginFailures): Promise<void>;
  deleteLoginFailures(key: string): Promise<void>;
  /** Forgets failure records whose last failure was before `before` and that are not locked at `now`. */
  purgeLoginFailures(before: number, now: number): Promise<void>;
}
