/** The sign-ins role's statements (sessions, api tokens, login failures), each written once. */
import type { Dialect } from './dialect';

const STALE_SESSION = 'last_seen_at < ? OR created_at < ?';

export const signInStatements = {
  session: 'SELECT * FROM sessions WHERE id_hash = ?',
  activeSessions: 'SELECT * FROM sessions WHERE last_seen_at >= ? ORDER BY last_seen_at DESC, id_hash',
  putSession: 'INSERT INTO sessions (id_hash, username, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  touchSession: 'UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?',
  deleteSession: 'DELETE FROM sessions WHERE id_hash = ?',
  /** Parameters: lower-cased username, the session kept. */
  deleteSessionsOf: 'DELETE FROM sessions WHERE lower(username) = ? AND id_hash <> ?',
  deleteStaleSessions: `DELETE FROM sessions WHERE ${STALE_SESSION}`,

  token: 'SELECT * FROM api_tokens WHERE token_hash = ?',
  putToken: 'INSERT INTO api_tokens (token_hash, username, session_id_hash, expires_at) VALUES (?, ?, ?, ?)',
  deleteTokensOfSession: 'DELETE FROM api_tokens WHERE session_id_hash = ?',
  deleteTokensOf: "DELETE FROM api_tokens WHERE lower(username) = ? AND COALESCE(session_id_hash, '') <> ?",
  deleteTokensOfStaleSessions: `DELETE FROM api_tokens WHERE session_id_hash IN (SELECT id_hash FROM sessions WHERE ${STALE_SESSION})`,
  deleteExpiredTokens: 'DELETE FROM api_tokens WHERE expires_at < ?',

  /** Parameter: the keys' list. */
  loginFailures: (d: Dialect) => `SELECT * FROM login_failures WHERE ${d.inList('key')}`,
  putLoginFailures: `INSERT INTO login_failures (key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
      locked_until = excluded.locked_until`,
  deleteLoginFailures: 'DELETE FROM login_failures WHERE key = ?',
  purgeLoginFailures: 'DELETE FROM login_failures WHERE last_failure_at < ? AND locked_until <= ?',
};
