/**
 * The base URL of the federation endpoints, as GET /serverSettings answers it:
 * federationInfo.baseUrl once set (setup wizard, PUT /serverSettings), else the server's default.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../http/handler-types';
import { SERVER_SETTINGS_KEY } from '../server-settings/server-settings';
import { defaultBaseUrl } from '../setup/default-base-url';

function httpBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

export async function federationBaseUrl(server: ServerContext, request: FastifyRequest): Promise<string> {
  const settings = await server.store.getSettings(SERVER_SETTINGS_KEY);
  const federationInfo = settings?.federationInfo as { baseUrl?: unknown } | undefined;
  return httpBaseUrl(federationInfo?.baseUrl) ?? httpBaseUrl(defaultBaseUrl(server, request)) ?? `${request.protocol}://${request.host}`;
}
