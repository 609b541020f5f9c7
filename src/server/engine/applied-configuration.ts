/**
 * What an engine serves from: the configuration of the last snapshot it applied, reduced to what
 * its endpoints read (virtual issuers, the federation base URL, the common scopes, the public
 * token signing keys). Nothing here
 * is read from the live configuration: a change is seen only once it is replicated.
 */
import { isHttpUrl } from '../../shared/http-url';
import { ISSUERS_STORE, keyMaterialOfSnapshot, type KeyMaterial } from '../features/signing-keys/index';
import { SERVER_SETTINGS_KEY } from '../features/server-settings/index';
import { COMMON_SCOPES_STORE } from '../resources/default-items';
import type { ConfigurationSnapshot } from '../store/store';

export interface AppliedIssuer {
  host: string;
  path?: string;
}

export interface AppliedConfiguration {
  version: number;
  /** Epoch ms of the configuration this snapshot holds (reported as the node's configuration timestamp). */
  configurationTimestamp: number;
  /** federationInfo.baseUrl of the server settings, without a trailing slash; absent when never set. */
  baseUrl?: string;
  issuers: ReadonlyMap<string, AppliedIssuer>;
  commonScopes: readonly string[];
  /** Certificates, static keys and key sets: what GET /pf/JWKS publishes (no private key is replicated). */
  keyMaterial: KeyMaterial;
}

function baseUrlOf(settings: Record<string, unknown> | undefined): string | undefined {
  const value = (settings?.federationInfo as { baseUrl?: unknown } | undefined)?.baseUrl;
  if (typeof value !== 'string' || !isHttpUrl(value.trim())) return undefined;
  const url = new URL(value.trim());
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function applySnapshot(snapshot: ConfigurationSnapshot): AppliedConfiguration {
  const issuers = new Map<string, AppliedIssuer>();
  const commonScopes: string[] = [];
  for (const item of snapshot.items) {
    if (item.namespace === ISSUERS_STORE && typeof item.doc.host === 'string') {
      issuers.set(item.id, { host: item.doc.host, ...(typeof item.doc.path === 'string' && item.doc.path ? { path: item.doc.path } : {}) });
    }
    if (item.namespace === COMMON_SCOPES_STORE && typeof item.doc.name === 'string') commonScopes.push(item.doc.name);
  }
  const serverSettings = snapshot.settings.find((setting) => setting.key === SERVER_SETTINGS_KEY)?.doc;
  return {
    version: snapshot.version,
    configurationTimestamp: snapshot.configurationUpdatedAt ?? snapshot.createdAt,
    ...(baseUrlOf(serverSettings) ? { baseUrl: baseUrlOf(serverSettings) } : {}),
    issuers,
    commonScopes: commonScopes.sort(),
    keyMaterial: keyMaterialOfSnapshot(snapshot.items, snapshot.settings),
  };
}
