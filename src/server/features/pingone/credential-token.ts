/**
 * PingOne credential tokens, checked offline: `header.body.signature`, each part base64url.
 * header {alg: 'EdDSA', kid}; body {organizationName, region, environmentId, credentialId, iat};
 * signature Ed25519 over the ASCII text `header.body`, by the key whose id is `kid`.
 */
import { sign, verify, type KeyObject } from 'node:crypto';
import { keyIdOf, type TrustedKeys } from '../../services/trusted-signers/signing-keys';

export const PINGONE_REGIONS = ['NA', 'EU', 'AP', 'CA', 'AU', 'SG'] as const;
export const INVALID_CREDENTIAL_MESSAGE = 'Invalid PingOne credential';

export interface PingOneCredentialInfo {
  organizationName: string;
  region: string;
  environmentId: string;
  credentialId: string;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** Makes a token; `iat` defaults to now (seconds). */
export function issueCredential(info: PingOneCredentialInfo, privateKey: KeyObject, iat = Math.floor(Date.now() / 1000)): string {
  const signingInput = `${b64url({ alg: 'EdDSA', kid: keyIdOf(privateKey) })}.${b64url({ ...info, iat })}`;
  return `${signingInput}.${sign(null, Buffer.from(signingInput, 'ascii'), privateKey).toString('base64url')}`;
}

export class CredentialError extends Error {
  constructor(readonly reason: string) {
    super(INVALID_CREDENTIAL_MESSAGE);
    this.name = 'CredentialError';
  }
}

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;

function decodePart(part: string, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  throw new CredentialError(`the ${what} is not a base64url JSON object`);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The credential's content when it is well-formed and signed by a trusted key; throws CredentialError. */
export function readCredential(token: string, trusted: TrustedKeys): PingOneCredentialInfo {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL_PART.test(p))) throw new CredentialError('it is not header.body.signature');
  const [headerPart, bodyPart, signaturePart] = parts;
  const header = decodePart(headerPart, 'header');
  const body = decodePart(bodyPart, 'body');
  if (header.alg !== 'EdDSA' || typeof header.kid !== 'string') throw new CredentialError('the header is not {alg: EdDSA, kid}');
  const publicKey = trusted.get(header.kid);
  if (!publicKey) throw new CredentialError('it is not signed by a trusted key');
  if (!verify(null, Buffer.from(`${headerPart}.${bodyPart}`, 'ascii'), publicKey, Buffer.from(signaturePart, 'base64url'))) {
    throw new CredentialError('the signature does not match');
  }
  const { organizationName, region, environmentId, credentialId } = body;
  if (!isText(organizationName) || !isText(environmentId) || !isText(credentialId)) {
    throw new CredentialError('the body lacks organizationName, environmentId or credentialId');
  }
  if (!PINGONE_REGIONS.includes(region as (typeof PINGONE_REGIONS)[number])) throw new CredentialError('the region is unknown');
  return { organizationName, region: region as string, environmentId, credentialId };
}
