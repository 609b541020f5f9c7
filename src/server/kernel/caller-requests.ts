/**
 * Requests a handler makes on its caller's behalf through the router (fastify's inject), so the
 * operation's own authorization, contract checks and rules apply exactly as to a call from
 * outside: a revert of a change, a bulk export's reads, a bulk import's writes.
 */
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';

export const API_BASE = '/pf-admin-api/v1';
/** The caller's credentials and the XSRF header. */
const FORWARDED = ['cookie', 'authorization', 'x-xsrf-header'];

export type CallerRequest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, extraHeaders?: Record<string, string>) => Promise<LightMyRequestResponse>;

/** `path` is under API_BASE and already URL-encoded. */
export function callerRequests(request: FastifyRequest): CallerRequest {
  const credentials = Object.fromEntries(FORWARDED.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name] as string]] : [])));
  return (method, path, body, extraHeaders = {}) =>
    request.server.inject({
      method,
      url: API_BASE + path,
      headers: { ...credentials, ...extraHeaders, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
}
