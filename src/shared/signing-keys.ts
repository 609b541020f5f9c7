/**
 * The rules of token signing keys and key sets (SPEC 5, 9), in one place for the server (which
 * enforces them) and the console (which mirrors them).
 */
import { GENERATED_ID_LENGTH } from './ids';

export const MIN_RSA_KEY_SIZE = 2048;
export const RSA_KEY_SIZES = [2048, 3072, 4096] as const;
/** EC keys by curve size: P-256, P-384, P-521. */
export const EC_CURVE_SIZES = [256, 384, 521] as const;
export const KEY_SET_ID_MAX_LENGTH = 33;
export const KEY_SET_GENERATED_ID_LENGTH = GENERATED_ID_LENGTH;

export const KEY_SET_NAME_IN_USE = 'name is already in-use.';
export const KEY_SET_ID_IN_USE = 'ID is already in-use.';

/** The signing key slots of OAuth/OIDC key settings and key sets: `<slot>ActiveCertRef` and so on. */
export const SIGNING_KEY_SLOTS = ['rsa', 'p256', 'p384', 'p521'] as const;
export type SigningKeySlot = (typeof SIGNING_KEY_SLOTS)[number];

/** What a slot accepts: RSA of at least MIN_RSA_KEY_SIZE bits, or EC on one curve. */
export const SLOT_KEYS: Record<SigningKeySlot, { keyAlgorithm: 'RSA' | 'EC'; keySize?: number }> = {
  rsa: { keyAlgorithm: 'RSA' },
  p256: { keyAlgorithm: 'EC', keySize: 256 },
  p384: { keyAlgorithm: 'EC', keySize: 384 },
  p521: { keyAlgorithm: 'EC', keySize: 521 },
};

export interface SlotCandidate {
  keyAlgorithm?: string;
  keySize?: number;
  rotationSettings?: unknown;
}

/** Whether a key pair may fill a key set's slot (keys under rotation are excluded from key sets). */
export function fitsSlot(slot: SigningKeySlot, keyPair: SlotCandidate, options: { allowRotating?: boolean } = {}): boolean {
  if (keyPair.rotationSettings && !options.allowRotating) return false;
  const wanted = SLOT_KEYS[slot];
  if (keyPair.keyAlgorithm !== wanted.keyAlgorithm) return false;
  if (wanted.keyAlgorithm === 'RSA') return (keyPair.keySize ?? 0) >= MIN_RSA_KEY_SIZE;
  return keyPair.keySize === wanted.keySize;
}
