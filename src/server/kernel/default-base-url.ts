/**
 * The base URL the setup wizard suggests: the server option when set, otherwise the host the
 * browser reached the console on, with the runtime engine's usual HTTPS port.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from './handler-types';

export const ENGINE_HTTPS_PORT = 9031;

export function defaultBaseUrl(server: ServerContext, request: FastifyRequest): string {
  if (server.settings.defaultBaseUrl) return server.settings.defaultBaseUrl;
  let host = 'localhost';
  try {
    // URL keeps the brackets of an IPv6 host and drops the console's own port.
    host = new URL(`http://${request.host}`).hostname || host;
  } catch {
    // A Host header that is not a host name: fall back to localhost.
  }
  return `https://${host}:${ENGINE_HTTPS_PORT}`;
}
