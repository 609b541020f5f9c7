/**
 * The public JWK Set of the static keys (GET /pf/JWKS) or of a virtual issuer's key set
 * (GET /pf/JWKS?v=<issuer id>): the active and previous key of each slot, with `kid`,
 * `use: 'sig'`, `alg`, and `x5c` for an active key whose slot publishes it. Only public parts:
 * the JWK is node's export of the certificate's public key.
 */
import { createPublicKey, X509Certificate } from 'node:crypto';
import { SIGNING_KEY_SLOTS, type SigningKeySlot } from '../../../shared/signing-keys';
import type { JsonDocument, StoreReader } from '../../store/store';
import { certificateView } from '../../services/certificates/certificate-view';
import { EC_JWS_ALGORITHMS } from '../../services/certificates/key-algorithms';
import { listKeyPairs, SIGNING_KEY_PAIRS_STORE, type StoredKeyPair } from '../../services/key-pairs/key-pair-store';
import { issuerIds, KEY_SETS_STORE } from './key-sets';
import { getOauthOidcKeys, OAUTH_OIDC_KEYS_SETTINGS_KEY } from './oauth-oidc-keys';
import { refId } from './signing-key-slots';

export interface Jwk {
  kty: string;
  kid: string;
  use: 'sig';
  alg: string;
  n?: string;
  e?: string;
  crv?: string;
  x?: string;
  y?: string;
  x5c?: string[];
}

/** What a JWKS is built from: read from the store (admin node) or from a replicated snapshot (engine). */
export interface KeyMaterial {
  keyPairs: ReadonlyMap<string, StoredKeyPair>;
  staticKeys: JsonDocument | undefined;
  keySets: readonly JsonDocument[];
}

/** One key of a slot as it is published and used for signing. */
export interface PublishedKey {
  slot: SigningKeySlot;
  active: boolean;
  keyPairId: string;
  kid: string;
  alg: string;
  x5c: boolean;
}

/** The keys a settings document or key set's signingKeys publishes. */
export function publishedKeys(signingKeys: JsonDocument): PublishedKey[] {
  const keys: PublishedKey[] = [];
  for (const slot of SIGNING_KEY_SLOTS) {
    for (const which of ['Active', 'Previous'] as const) {
      const keyPairId = refId(signingKeys[`${slot}${which}CertRef`]);
      if (keyPairId === undefined) continue;
      const active = which === 'Active';
      const kid = String(signingKeys[`${slot}${which}KeyId`] || keyPairId);
      const x5c = active && signingKeys[`${slot}PublishX5cParameter`] === true;
      if (slot !== 'rsa') {
        keys.push({ slot, active, keyPairId, kid, alg: EC_JWS_ALGORITHMS[Number(slot.slice(1))], x5c });
        continue;
      }
      // One RSA key may be published once per algorithm, each with its own kid.
      const perAlgorithm = (signingKeys[`rsaAlgorithm${which}KeyIds`] ?? []) as { rsaAlgType: string; keyId: string }[];
      if (perAlgorithm.length === 0) keys.push({ slot, active, keyPairId, kid, alg: 'RS256', x5c });
      for (const entry of perAlgorithm) keys.push({ slot, active, keyPairId, kid: entry.keyId, alg: entry.rsaAlgType, x5c });
    }
  }
  return keys;
}

/** The signing keys that serve `issuerId` (a key set), or the static keys; undefined: no such key set. */
export function signingKeysFor(material: KeyMaterial, issuerId: string | undefined): JsonDocument | undefined {
  if (issuerId === undefined) return material.staticKeys?.staticJwksEnabled === true ? material.staticKeys : {};
  const keySet = material.keySets.find((set) => issuerIds(set).includes(issuerId));
  return keySet ? ((keySet.signingKeys ?? {}) as JsonDocument) : undefined;
}

function toJwk(keyPair: StoredKeyPair, published: PublishedKey): Jwk {
  const jwk = createPublicKey(keyPair.certificatePem).export({ format: 'jwk' }) as Record<string, string>;
  const material = jwk.kty === 'RSA' ? { n: jwk.n, e: jwk.e } : { crv: jwk.crv, x: jwk.x, y: jwk.y };
  const x5c = published.x5c ? { x5c: [new X509Certificate(keyPair.certificatePem).raw.toString('base64')] } : {};
  return { kty: jwk.kty, kid: published.kid, use: 'sig', alg: published.alg, ...material, ...x5c };
}

/** The JWK Set, or undefined when `issuerId` has no key set (404). Expired keys are left out. */
export function buildJwks(material: KeyMaterial, issuerId: string | undefined, now: number): { keys: Jwk[] } | undefined {
  const signingKeys = signingKeysFor(material, issuerId);
  if (!signingKeys) return undefined;
  const keys: Jwk[] = [];
  for (const published of publishedKeys(signingKeys)) {
    const keyPair = material.keyPairs.get(published.keyPairId);
    if (!keyPair || certificateView(keyPair.certificatePem, now).status === 'EXPIRED') continue;
    keys.push(toJwk(keyPair, published));
  }
  return { keys };
}

export async function loadKeyMaterial(reader: StoreReader): Promise<KeyMaterial> {
  return {
    keyPairs: new Map((await listKeyPairs(reader)).map((keyPair) => [keyPair.id, keyPair])),
    staticKeys: await getOauthOidcKeys(reader),
    keySets: (await reader.listItems(KEY_SETS_STORE)).map((item) => item.doc),
  };
}

/** The same material from a replicated configuration snapshot (what an engine node serves). */
export function keyMaterialOfSnapshot(items: { namespace: string; doc: JsonDocument }[], settings: { key: string; doc: JsonDocument }[]): KeyMaterial {
  const keyPairs = new Map<string, StoredKeyPair>();
  const keySets: JsonDocument[] = [];
  for (const item of items) {
    if (item.namespace === SIGNING_KEY_PAIRS_STORE) keyPairs.set(String(item.doc.id), item.doc as unknown as StoredKeyPair);
    if (item.namespace === KEY_SETS_STORE) keySets.push(item.doc);
  }
  return { keyPairs, staticKeys: settings.find((s) => s.key === OAUTH_OIDC_KEYS_SETTINGS_KEY)?.doc, keySets };
}
