/** The sign-ins role (sessions, api tokens, login failures) over the catalogue; none of it is configuration. */
import { signInStatements as sql } from '../sql/sign-in-statements';
import { scopes, type SqlRunner } from '../sql/sql-runner';
import type { SignInReader, SignInWriter, StoredLoginFailures, StoredSession } from '../roles/sign-ins';

interface SessionRow { id_hash: string; username: string; created_at: number; last_seen_at: number }
interface TokenRow { token_hash: string; username: string; session_id_hash: string | null; expires_at: number }
interface FailureRow { key: string; failures: number; last_failure_at: number; locked_until: number }
const toSession = (r: SessionRow): StoredSession => ({ idHash: r.id_hash, username: r.username, createdAt: r.created_at, lastSeenAt: r.last_seen_at });
const toFailures = (r: FailureRow): StoredLoginFailures => ({ key: r.key, failures: r.failures, lastFailureAt: r.last_failure_at, lockedUntil: r.locked_until });

export function signInRole(run: SqlRunner): SignInReader & SignInWriter {
  const write = (lock: string[], text: string, values: unknown[]) => run.write(lock, text, values, false);
  const role: SignInReader & SignInWriter = {
    async getSession(idHash) {
      const [row] = await run.all<SessionRow>([], sql.session, [idHash]);
      return row ? toSession(row) : undefined;
    },
    async listSessions(activeSince) {
      return (await run.all<SessionRow>([], sql.activeSessions, [activeSince])).map(toSession);
    },
    async getApiToken(tokenHash) {
      const [row] = await run.all<TokenRow>([], sql.token, [tokenHash]);
      return row ? { tokenHash: row.token_hash, username: row.username, sessionIdHash: row.session_id_hash, expiresAt: row.expires_at } : undefined;
    },
    async getLoginFailures(keys) {
      if (keys.length === 0) return [];
      return (await run.all<FailureRow>(keys.map(scopes.loginFailures), sql.loginFailures(run.dialect), [run.dialect.list(keys)])).map(toFailures);
    },

    async endSessionsOf(username, keepIdHash = '') {
      const values = [username.toLowerCase(), keepIdHash];
      await write([], sql.deleteTokensOf, values);
      await write([], sql.deleteSessionsOf, values);
    },
    async putSession(s) {
      await write([], sql.putSession, [s.idHash, s.username, s.createdAt, s.lastSeenAt]);
    },
    async touchSession(idHash, lastSeenAt) {
      await write([], sql.touchSession, [lastSeenAt, idHash]);
    },
    async deleteSession(idHash) {
      await write([], sql.deleteTokensOfSession, [idHash]);
      await write([], sql.deleteSession, [idHash]);
    },
    async putApiToken(t) {
      await write([], sql.putToken, [t.tokenHash, t.username, t.sessionIdHash, t.expiresAt]);
    },
    async purgeExpired(sessionsIdleBefore, now, sessionsCreatedBefore = 0) {
      await write([], sql.deleteTokensOfStaleSessions, [sessionsIdleBefore, sessionsCreatedBefore]);
      await write([], sql.deleteStaleSessions, [sessionsIdleBefore, sessionsCreatedBefore]);
      await write([], sql.deleteExpiredTokens, [now]);
    },
    async putLoginFailures(r) {
      await write([scopes.loginFailures(r.key)], sql.putLoginFailures, [r.key, r.failures, r.lastFailureAt, r.lockedUntil]);
    },
    async deleteLoginFailures(key) {
      await write([scopes.loginFailures(key)], sql.deleteLoginFailures, [key]);
    },
    async purgeLoginFailures(before, now) {
      await write([], sql.purgeLoginFailures, [before, now]);
    },
  };
  return role;
}
