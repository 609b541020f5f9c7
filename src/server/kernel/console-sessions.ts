/** Console sessions: created at login, ended at logout; only hashes of their ids are stored. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from './handler-types';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { hashSecret, newSecret } from '../core/tokens';
import type { StoredSession } from '../store/store';

/** Idle for longer than the idle timeout, or older than the absolute session lifetime. */
export function sessionOver(server: ServerContext, session: StoredSession, now: number): boolean {
  const { sessionTimeoutMs, sessionLifetimeMs } = server.settings;
  return now - session.lastSeenAt > sessionTimeoutMs || now - session.createdAt >= sessionLifetimeMs;
}

export async function startSession(server: ServerContext, request: FastifyRequest, reply: FastifyReply, username: string): Promise<void> {
  const sessionId = newSecret();
  const now = server.now();
  const { sessionTimeoutMs, sessionLifetimeMs } = server.settings;
  await server.store.transaction(async (tx) => {
    // Sign-in is a good moment to drop what has gone stale.
    await tx.purgeExpired(now - sessionTimeoutMs, now, now - sessionLifetimeMs);
    await tx.putSession({ idHash: hashSecret(sessionId), username, createdAt: now, lastSeenAt: now });
  });
  setSessionCookie(request, reply, sessionId);
}

/** Ends the cookie's session (and its api tokens) if there is one, and clears the cookie. */
export async function endSession(server: ServerContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sessionId = readSessionCookie(request);
  if (sessionId) {
    const idHash = hashSecret(sessionId);
    const session = await server.store.getSession(idHash);
    if (session) server.signIn.forget(session.username);
    await server.store.transaction((tx) => tx.deleteSession(idHash));
  }
  clearSessionCookie(request, reply);
}
