/**
 * The base URL of the federation endpoints, as GET /serverSettings answers it:
 * federationInfo.baseUrl once set (setup wizard, PUT /serverSettings), else the server's default.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../kernel/handler-types';
import { isHttpUrl } from '../../../shared/http-url';
import { SERVER_SETTINGS_KEY } from '../server-settings/index';
import { defaultBaseUrl } from '../../kernel/default-base-url';

function httpBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isHttpUrl(value.trim())) return undefined;
  const url = new URL(value.trim());
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export async function federationBaseUrl(server: ServerContext, request: FastifyRequest): Promise<string> {
  const settings = await server.store.getSettings(SERVER_SETTINGS_KEY);
  const federationInfo = settings?.federationInfo as { baseUrl?: unknown } | undefined;
  return httpBaseUrl(federationInfo?.baseUrl) ?? httpBaseUrl(defaultBaseUrl(server, request)) ?? `${request.protocol}://${request.host}`;
}
