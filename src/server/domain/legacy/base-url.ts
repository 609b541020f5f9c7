/**
 * The base URL of the federation endpoints: federationInfo.baseUrl of the server settings
 * (set by the setup wizard or PUT /serverSettings), else the origin the browser used.
 */
import type { FastifyRequest } from 'fastify';
import type { Store } from '../../store/store';

export const SERVER_SETTINGS_KEY = 'serverSettings';

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

export async function federationBaseUrl(store: Store, request: FastifyRequest): Promise<string> {
  const settings = await store.getSettings(SERVER_SETTINGS_KEY);
  const federationInfo = settings?.federationInfo as { baseUrl?: unknown } | undefined;
  return httpBaseUrl(federationInfo?.baseUrl) ?? `${request.protocol}://${request.host}`;
}
