/** Console sessions: created at login, ended at logout; only hashes of their ids are stored. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { hashSecret, newSecret } from '../../http/tokens';
import type { Store } from '../../store/store';

export async function startSession(store: Store, reply: FastifyReply, username: string, timeoutMs: number, now: number): Promise<void> {
  const sessionId = newSecret();
  await store.transaction(async (tx) => {
    // Sign-in is a good moment to drop what has gone stale.
    await tx.purgeExpired(now - timeoutMs, now);
    await tx.putSession({ idHash: hashSecret(sessionId), username, createdAt: now, lastSeenAt: now });
  });
  setSessionCookie(reply, sessionId);
}

/** Ends the cookie's session (and its api tokens) if there is one, and clears the cookie. */
export async function endSession(store: Store, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sessionId = readSessionCookie(request);
  if (sessionId) await store.transaction((tx) => tx.deleteSession(hashSecret(sessionId)));
  clearSessionCookie(reply);
}
