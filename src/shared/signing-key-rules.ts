/**
 * The rules of OAuth/OIDC signing key sets (SPEC 5, 9) in one place, for the server that enforces
 * them and the console that mirrors them.
 */
import { GENERATED_ID_LENGTH } from './ids';

/** A key set's ID is at most this long. */
export const KEY_SET_ID_MAX_LENGTH = 33;
/** A key set's generated ID has this many characters. */
export const KEY_SET_GENERATED_ID_LENGTH = GENERATED_ID_LENGTH;
/** The smallest RSA key a token may be signed with. */
export const MIN_RSA_KEY_SIZE = 2048;
/** The EC curves a key set has a slot for, by key size. */
export const EC_CURVE_SIZES = [256, 384, 521] as const;

/** A key set's signing key slots, in the order the console shows them; the prefix of the SigningKeys properties. */
export const SIGNING_KEY_TYPES = ['rsa', 'p256', 'p384', 'p521'] as const;
export type SigningKeyType = (typeof SIGNING_KEY_TYPES)[number];

const EC_SIZE_OF: Record<Exclude<SigningKeyType, 'rsa'>, (typeof EC_CURVE_SIZES)[number]> = { p256: 256, p384: 384, p521: 521 };

/** What decides whether a signing key pair may fill a slot (the KeyPairView fields). */
export interface SigningKeyFacts {
  keyAlgorithm?: string;
  keySize?: number;
  rotationSettings?: unknown;
}

/**
 * Whether a key pair may fill a slot: RSA of at least MIN_RSA_KEY_SIZE bits for 'rsa', EC of the
 * slot's curve size for the others; a key under automatic rotation fits none (it will be replaced).
 */
export function fitsSigningKeyType(keyPair: SigningKeyFacts, type: SigningKeyType): boolean {
  if (keyPair.rotationSettings) return false;
  const size = keyPair.keySize ?? 0;
  if (type === 'rsa') return keyPair.keyAlgorithm === 'RSA' && size >= MIN_RSA_KEY_SIZE;
  return keyPair.keyAlgorithm === 'EC' && size === EC_SIZE_OF[type];
}
