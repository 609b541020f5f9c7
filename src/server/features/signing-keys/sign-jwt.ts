/**
 * An in-process signing path for tests and the demo (no HTTP route): signs a JWT with the active
 * key of the static keys or of a virtual issuer's key set, `kid` as the JWKS publishes it. The
 * signature is node's crypto; tests verify it with the `jose` library against the public JWKS.
 */
import { sign, constants, type KeyObject } from 'node:crypto';
import type { Store } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { loadKeyMaterial, publishedKeys, signingKeysFor } from './jwks';
import { privateKeyOf } from '../../services/key-pairs/key-pair-store';

export interface SigningContext {
  store: Store;
  keys: ConfigurationKeys;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signature(alg: string, key: KeyObject, data: Buffer): Buffer {
  const hash = `sha${alg.slice(2)}`;
  if (alg.startsWith('ES')) return sign(hash, data, { key, dsaEncoding: 'ieee-p1363' });
  if (alg.startsWith('PS')) return sign(hash, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Number(alg.slice(2)) / 8 });
  return sign(hash, data, key);
}

/** A compact JWS of `claims`; throws when no active key publishes `alg` for that issuer. */
export async function signJwt(context: SigningContext, options: { issuerId?: string; alg: string }, claims: Record<string, unknown>): Promise<string> {
  const material = await loadKeyMaterial(context.store);
  const signingKeys = signingKeysFor(material, options.issuerId);
  const key = signingKeys && publishedKeys(signingKeys).find((k) => k.active && k.alg === options.alg);
  if (!key) throw new Error(`No active key publishes ${options.alg} for ${options.issuerId ? `issuer '${options.issuerId}'` : 'the static keys'}.`);
  const privateKey = await privateKeyOf(context.keys, key.keyPairId);
  const signingInput = `${b64url(JSON.stringify({ alg: options.alg, kid: key.kid, typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${signingInput}.${b64url(signature(options.alg, privateKey, Buffer.from(signingInput)))}`;
}
