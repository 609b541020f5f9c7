/** The fake PingOne for Enterprise's check of PingFederate's client assertions (jose on both sides). */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkClientAssertion, keyIdOf, publicKeyFrom } from '../../../src/tools/fake-pingone/client-assertion';
import { p14eKeyId } from '../../../src/server/services/pingone-enterprise-service';

const AUDIENCE = 'http://127.0.0.1:1/v3';
const BRIDGE = 'bridge-1';
const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const registered = pair();
const stranger = pair();

async function assertion(key: KeyObject, claims: { iss?: string; sub?: string; aud?: string; lifetime?: number; kid?: string } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: claims.kid ?? (await p14eKeyId(key)) })
    .setIssuer(claims.iss ?? BRIDGE)
    .setSubject(claims.sub ?? BRIDGE)
    .setAudience(claims.aud ?? AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.lifetime ?? 60))
    .sign(key);
}

describe('client assertions', () => {
  const keysOf = async () => new Map([[await keyIdOf(registered.publicKey), registered.publicKey]]);
  const check = async (token: string | undefined) => {
    const keys = await keysOf();
    return checkClientAssertion(token === undefined ? undefined : `Bearer ${token}`, AUDIENCE, (id) => (id === BRIDGE ? keys : undefined));
  };

  it('names a key as the server does (RFC 7638 thumbprint of the public key)', async () => {
    expect(await keyIdOf(registered.publicKey)).toBe(await p14eKeyId(registered.privateKey));
  });

  it('accepts one signed by a registered key, naming the bridge and the key', async () => {
    expect(await check(await assertion(registered.privateKey))).toEqual({ ok: true, bridgeId: BRIDGE, kid: await keyIdOf(registered.publicKey) });
  });

  it('refuses none, a key not registered (even under a registered kid), another bridge, another audience, a subject not the issuer, a long lifetime', async () => {
    const kid = await keyIdOf(registered.publicKey);
    const refusals = [
      await check(undefined),
      await check('not.a.jwt'),
      await check(await assertion(stranger.privateKey)),
      await check(await assertion(stranger.privateKey, { kid })),
      await check(await assertion(registered.privateKey, { iss: 'bridge-2', sub: 'bridge-2' })),
      await check(await assertion(registered.privateKey, { aud: 'https://elsewhere/v3' })),
      await check(await assertion(registered.privateKey, { sub: 'someone' })),
      await check(await assertion(registered.privateKey, { lifetime: 3600 })),
    ];
    expect(refusals.map((r) => r.ok)).toEqual(refusals.map(() => false));
  });

  it('reads a public key as SPKI PEM or a JWK, and nothing else', () => {
    const pem = registered.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(publicKeyFrom(pem)?.asymmetricKeyType).toBe('rsa');
    expect(publicKeyFrom(registered.publicKey.export({ format: 'jwk' }))?.asymmetricKeyType).toBe('rsa');
    expect(publicKeyFrom('not a key')).toBeUndefined();
    expect(publicKeyFrom(42)).toBeUndefined();
  });
});
