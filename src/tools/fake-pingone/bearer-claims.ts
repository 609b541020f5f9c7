/**
 * The claims of the PingOne credential the server sends as a bearer token (`header.body.signature`,
 * see src/server/features/pingone/credential-token.ts). The fake reads the body only: whether the
 * credential is accepted is decided by its mode, which tests set through the control endpoints.
 */
import type { IncomingMessage } from 'node:http';

export interface BearerClaims {
  organizationName: string;
  environmentId: string;
  credentialId: string;
  region: string;
}

export function bearerClaims(request: IncomingMessage): BearerClaims | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  try {
    const body = JSON.parse(Buffer.from(match[2], 'base64url').toString('utf8'));
    const { organizationName, environmentId, credentialId, region } = body ?? {};
    if ([organizationName, environmentId, credentialId, region].every((v) => typeof v === 'string' && v !== '')) {
      return { organizationName, environmentId, credentialId, region };
    }
  } catch {
    // not JSON: no claims
  }
  return undefined;
}
