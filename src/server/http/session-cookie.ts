/** The console session cookie: HttpOnly so scripts cannot read it, SameSite=Strict against CSRF. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'pf_session';

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[SESSION_COOKIE];
  return value ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: 'strict', path: '/' });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/' });
}
