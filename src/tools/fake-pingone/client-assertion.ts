/**
 * How the fake PingOne for Enterprise authenticates PingFederate: a client assertion as the
 * bearer token, a JWT whose `iss` and `sub` are the identity bridge's id, signed (RS256, `kid`:
 * the key's RFC 7638 thumbprint) by a public key registered with that bridge, for at most
 * MAX_ASSERTION_LIFETIME_S, with the API base URL as its audience. Verified with jose.
 */
import { calculateJwkThumbprint, decodeJwt, decodeProtectedHeader, exportJWK, jwtVerify, type JWTPayload } from 'jose';
import { createPublicKey, type KeyObject } from 'node:crypto';

/** PingFederate's ClientAuthnTokenLifetimeMins is 10. */
export const MAX_ASSERTION_LIFETIME_S = 600;
/** PingFederate's AllowedClockSkewSecs is 300. */
const CLOCK_SKEW_S = 300;

/** A public key as PingFederate sends it (SPKI PEM or a JWK), or undefined when it is neither. */
export function publicKeyFrom(sent: unknown): KeyObject | undefined {
  try {
    if (typeof sent === 'string') return createPublicKey(sent);
    if (typeof sent === 'object' && sent !== null) return createPublicKey({ key: sent as never, format: 'jwk' });
  } catch {
    // neither: refused by the caller
  }
  return undefined;
}

/** The key's id: its RFC 7638 thumbprint, as PingFederate names the key in its assertions. */
export const keyIdOf = async (key: KeyObject): Promise<string> => calculateJwkThumbprint(await exportJWK(key));

export type AssertionCheck = { ok: true; bridgeId: string; kid: string } | { ok: false; reason: string };

/** `keysOf`: the public keys the bridge named by `iss` has registered, by kid (none: no such bridge). */
export async function checkClientAssertion(
  authorization: string | undefined,
  audience: string,
  keysOf: (bridgeId: string) => ReadonlyMap<string, KeyObject> | undefined,
): Promise<AssertionCheck> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return { ok: false, reason: 'A client assertion is required.' };
  let iss: string | undefined;
  let kid: string | undefined;
  try {
    iss = decodeJwt(token).iss;
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return { ok: false, reason: 'The client assertion is not a JWT.' };
  }
  const key = iss === undefined || kid === undefined ? undefined : keysOf(iss)?.get(kid);
  if (!key) return { ok: false, reason: 'The client assertion is not signed by a key registered with this identity bridge.' };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, { issuer: iss, subject: iss, audience, algorithms: ['RS256'], clockTolerance: CLOCK_SKEW_S, requiredClaims: ['iat', 'exp'] }));
  } catch (error) {
    return { ok: false, reason: `The client assertion was refused: ${(error as Error).message}` };
  }
  if (payload.exp! - payload.iat! > MAX_ASSERTION_LIFETIME_S) return { ok: false, reason: `The client assertion lives longer than ${MAX_ASSERTION_LIFETIME_S} seconds.` };
  return { ok: true, bridgeId: iss!, kid: kid! };
}
