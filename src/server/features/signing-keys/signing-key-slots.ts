/**
 * The certificate slots of OAuth/OIDC key settings and key sets (`rsaActiveCertRef`,
 * `p256PreviousCertRef`, ...): every referenced key pair must exist and fit its slot (RSA of at
 * least 2048 bits, EC on the slot's curve); key sets also refuse keys under rotation.
 */
import { fitsSlot, MIN_RSA_KEY_SIZE, SIGNING_KEY_SLOTS, SLOT_KEYS, type SigningKeySlot } from '../../../shared/signing-keys';
import type { JsonDocument, StoreReader } from '../../store/store';
import { certificateView } from '../../services/certificates/certificate-view';
import type { FieldErrors } from '../../services/key-pairs/field-errors';
import { findKeyPair } from '../../services/key-pairs/key-pair-store';

export const RSA_JWS_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'];
export const KEYS_UNDER_ROTATION = 'Keys under rotation cannot be used in a key set.';

/** Decryption slots of the static settings hold keys like the signing ones. */
const DECRYPTION_SLOTS = SIGNING_KEY_SLOTS.map((slot) => `${slot}Decryption` as const);
type AnySlot = SigningKeySlot | (typeof DECRYPTION_SLOTS)[number];

const kindOf = (slot: AnySlot): SigningKeySlot => slot.replace('Decryption', '') as SigningKeySlot;

function slotLabel(slot: SigningKeySlot): string {
  return slot === 'rsa' ? 'RSA' : `P-${slot.slice(1)}`;
}

export function slotRequirement(slot: SigningKeySlot): string {
  const wanted = SLOT_KEYS[slot];
  return wanted.keyAlgorithm === 'RSA'
    ? `The RSA certificate must be an RSA key of at least ${MIN_RSA_KEY_SIZE} bits.`
    : `The ${slotLabel(slot)} certificate must be an EC key on curve ${slotLabel(slot)}.`;
}

/** Whether a part of a settings document or key set is an object (its fields are then read as unknown, without a cast). */
export const isRecord = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

export const refId = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' ? value.id : undefined;

/** Every certificate reference of a settings document or key set's signingKeys. */
export function certificateRefs(keys: JsonDocument | undefined, withDecryption: boolean): { field: string; slot: SigningKeySlot; id: string }[] {
  const refs: { field: string; slot: SigningKeySlot; id: string }[] = [];
  const slots: AnySlot[] = withDecryption ? [...SIGNING_KEY_SLOTS, ...DECRYPTION_SLOTS] : [...SIGNING_KEY_SLOTS];
  for (const slot of slots) {
    for (const which of ['Active', 'Previous']) {
      const field = `${slot}${which}CertRef`;
      const id = refId(keys?.[field]);
      if (id !== undefined) refs.push({ field, slot: kindOf(slot), id });
    }
  }
  return refs;
}

/** Adds an error for each reference that is missing, does not fit, or (key sets) is under rotation. */
export async function checkCertificateRefs(
  reader: StoreReader,
  keys: JsonDocument,
  errors: FieldErrors,
  options: { fieldPrefix: string; withDecryption: boolean; allowRotating: boolean },
): Promise<void> {
  for (const ref of certificateRefs(keys, options.withDecryption)) {
    const fieldPath = `${options.fieldPrefix}${ref.field}.id`;
    const stored = await findKeyPair(reader, ref.id);
    if (!stored) {
      errors.add(fieldPath, `Certificate '${ref.id}' does not exist.`, 'invalid_reference');
      continue;
    }
    const view = { ...certificateView(stored.certificatePem, Date.now()), rotationSettings: stored.rotationSettings };
    if (!fitsSlot(ref.slot, view, { allowRotating: true })) errors.add(fieldPath, slotRequirement(ref.slot));
    else if (!fitsSlot(ref.slot, view, { allowRotating: options.allowRotating })) errors.add(fieldPath, KEYS_UNDER_ROTATION);
  }
  const rsaAlgorithmLists = ['rsaAlgorithmActiveKeyIds', 'rsaAlgorithmPreviousKeyIds'];
  for (const list of rsaAlgorithmLists) {
    const listed = keys[list];
    const entries: unknown[] = Array.isArray(listed) ? listed : [];
    entries.forEach((entry, i) => {
      if (!RSA_JWS_ALGORITHMS.includes(String(isRecord(entry) ? entry.rsaAlgType : undefined))) {
        errors.add(`${options.fieldPrefix}${list}[${i}].rsaAlgType`, `The RSA algorithm must be one of ${RSA_JWS_ALGORITHMS.join(', ')}.`);
      }
    });
  }
}
