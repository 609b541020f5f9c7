/**
 * Who is calling: an api token (Bearer), an account's username and password (Basic), or the
 * console session cookie. Credentials that are present but not valid are refused with 401 rather
 * than ignored, so a client never silently acts as someone else.
 */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../core/api-error';
import type { Caller, ServerContext } from './handler-types';
import { readSessionCookie } from './session-cookie';
import { hashSecret } from '../core/tokens';
import { INVALID_LOGIN_MESSAGE } from '../services/sign-in/password-sign-in';
import { sessionOver } from './console-sessions';
import type { JsonDocument } from '../store/store';

export const SESSION_EXPIRED_MESSAGE = 'Your session has timed out. Please sign in again.';

export function callerFromAccount(kind: Caller['kind'], doc: JsonDocument, username: string, sessionIdHash?: string): Caller {
  return {
    kind,
    username,
    auditor: doc.auditor === true,
    roles: Array.isArray(doc.roles) ? (doc.roles as string[]) : [],
    sessionIdHash,
  };
}

/**
 * The caller of the session cookie; undefined without a cookie; 401 for an unknown one, or one
 * idle too long or older than the session lifetime.
 * `activity`: the request is user activity and slides the idle timeout (see x-extends-session).
 */
export async function sessionCaller(server: ServerContext, request: FastifyRequest, activity = false): Promise<Caller | undefined> {
  const sessionId = readSessionCookie(request);
  if (!sessionId) return undefined;
  const { store } = server;
  const idHash = hashSecret(sessionId);
  const session = await store.getSession(idHash);
  const now = server.now();
  if (!session) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (sessionOver(server, session, now)) {
    await store.transaction((tx) => tx.deleteSession(idHash));
    throw unauthorized(SESSION_EXPIRED_MESSAGE);
  }
  const account = await store.getAccount(session.username);
  if (!account || account.doc.active === false) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (activity) await store.transaction((tx) => tx.touchSession(idHash, now));
  return callerFromAccount('session', account.doc, account.username, idHash);
}

async function bearerCaller(server: ServerContext, token: string): Promise<Caller> {
  const { store } = server;
  const stored = await store.getApiToken(hashSecret(token));
  const now = server.now();
  if (!stored || stored.expiresAt <= now) throw unauthorized('The access token is invalid or has expired.');
  if (stored.sessionIdHash) {
    // A token lives no longer than the session it came from (idle timeout and lifetime).
    const session = await store.getSession(stored.sessionIdHash);
    if (!session || sessionOver(server, session, now)) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  }
  const account = await store.getAccount(stored.username);
  if (!account || account.doc.active === false) throw unauthorized('The access token is invalid or has expired.');
  return callerFromAccount('bearer', account.doc, account.username, stored.sessionIdHash ?? undefined);
}

async function basicCaller(server: ServerContext, request: FastifyRequest, encoded: string): Promise<Caller> {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw unauthorized(INVALID_LOGIN_MESSAGE);
  const account = await server.signIn.verify(decoded.slice(0, colon), decoded.slice(colon + 1), request.ip);
  return callerFromAccount('basic', account.doc, account.username);
}

/** Any credential; undefined when the request carries none. */
export async function anyCaller(server: ServerContext, request: FastifyRequest, activity = false): Promise<Caller | undefined> {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value = ''] = header.trim().split(/\s+/, 2);
    if (/^bearer$/i.test(scheme)) return bearerCaller(server, value);
    if (/^basic$/i.test(scheme)) return basicCaller(server, request, value);
    throw unauthorized('Unsupported authorization scheme.');
  }
  return sessionCaller(server, request, activity);
}
