/**
 * GET /.well-known/openid-configuration[?v=<virtual issuer id>] on an engine: the OpenID Provider
 * metadata of the applied configuration. The endpoints live under the federation base URL; a
 * virtual issuer changes `issuer`, to https://<host><path>, and asks the JWKS for its key set (?v=).
 */
import { ENGINE_HTTPS_PORT } from '../kernel/default-base-url';
import { JWKS_PATH } from '../features/signing-keys/index';
import type { AppliedConfiguration } from './applied-configuration';

/** What this engine's token service supports (the PingFederate 12.1 engine's lists). */
const RESPONSE_TYPES = ['code', 'token', 'id_token', 'code token', 'code id_token', 'token id_token', 'code token id_token'];
const SUBJECT_TYPES = ['public', 'pairwise'];
const ID_TOKEN_SIGNING_ALGORITHMS = ['none', 'HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'PS256', 'PS384', 'PS512'];

export interface DiscoveryDocument {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  scopes_supported: string[];
  response_types_supported: string[];
  subject_types_supported: string[];
  id_token_signing_alg_values_supported: string[];
}

/**
 * The document, or undefined when `virtualIssuerId` names no applied virtual issuer. `requestHostname`
 * stands in for an unset base URL (https://<host>:9031), as the console's default does.
 */
export function discoveryDocument(applied: AppliedConfiguration, virtualIssuerId: string | undefined, requestHostname: string): DiscoveryDocument | undefined {
  const baseUrl = applied.baseUrl ?? `https://${requestHostname}:${ENGINE_HTTPS_PORT}`;
  let issuer = baseUrl;
  if (virtualIssuerId !== undefined) {
    const virtualIssuer = applied.issuers.get(virtualIssuerId);
    if (!virtualIssuer) return undefined;
    issuer = `https://${virtualIssuer.host}${virtualIssuer.path ?? ''}`;
  }
  return {
    issuer,
    authorization_endpoint: `${baseUrl}/as/authorization.oauth2`,
    token_endpoint: `${baseUrl}/as/token.oauth2`,
    jwks_uri: `${baseUrl}${JWKS_PATH}${virtualIssuerId === undefined ? '' : `?v=${encodeURIComponent(virtualIssuerId)}`}`,
    scopes_supported: [...applied.commonScopes],
    response_types_supported: RESPONSE_TYPES,
    subject_types_supported: SUBJECT_TYPES,
    id_token_signing_alg_values_supported: ID_TOKEN_SIGNING_ALGORITHMS,
  };
}
