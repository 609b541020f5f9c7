import { SIGNING_KEY_SLOTS, type SigningKeySlot } from '../../../shared/signing-keys';
import type { KeySet, SigningKeys } from './key-set-types';

/** One row of the signing keys table: the active and previous certificate with their key IDs. */
export interface SlotDraft {
  activeCertId: string;
  activeKeyId: string;
  previousCertId: string;
  previousKeyId: string;
  publishX5c: boolean;
}

/** The create/edit page's values, as plain strings the inputs hold. */
export interface KeySetDraft {
  id: string;
  name: string;
  description: string;
  issuerIds: string[];
  slots: Record<SigningKeySlot, SlotDraft>;
}

export type SlotField = keyof SlotDraft;

const emptySlot = (): SlotDraft => ({ activeCertId: '', activeKeyId: '', previousCertId: '', previousKeyId: '', publishX5c: false });

/** What the 'Add Key Set' popup hands to the create page. */
export interface KeySetStart {
  id: string;
  name: string;
  description: string;
}

export function newDraft(start: KeySetStart): KeySetDraft {
  const slots = Object.fromEntries(SIGNING_KEY_SLOTS.map((type) => [type, emptySlot()])) as Record<SigningKeySlot, SlotDraft>;
  return { ...start, issuerIds: [], slots };
}

export function draftOf(keySet: KeySet): KeySetDraft {
  const keys = keySet.signingKeys ?? {};
  const slots = Object.fromEntries(
    SIGNING_KEY_SLOTS.map((type) => [
      type,
      {
        activeCertId: keys[`${type}ActiveCertRef`]?.id ?? '',
        activeKeyId: keys[`${type}ActiveKeyId`] ?? '',
        previousCertId: keys[`${type}PreviousCertRef`]?.id ?? '',
        previousKeyId: keys[`${type}PreviousKeyId`] ?? '',
        publishX5c: keys[`${type}PublishX5cParameter`] === true,
      },
    ]),
  ) as Record<SigningKeySlot, SlotDraft>;
  return { id: keySet.id ?? '', name: keySet.name, description: keySet.description ?? '', issuerIds: keySet.issuers.map((issuer) => issuer.id), slots };
}

/**
 * The key set to send. An empty text is left out rather than sent blank; the per-algorithm RSA key
 * IDs, which this page does not edit, travel back as they were.
 */
export function keySetOf(draft: KeySetDraft, original?: KeySet): KeySet {
  const signingKeys: SigningKeys = {};
  if (original?.signingKeys?.rsaAlgorithmActiveKeyIds) signingKeys.rsaAlgorithmActiveKeyIds = original.signingKeys.rsaAlgorithmActiveKeyIds;
  if (original?.signingKeys?.rsaAlgorithmPreviousKeyIds) signingKeys.rsaAlgorithmPreviousKeyIds = original.signingKeys.rsaAlgorithmPreviousKeyIds;
  for (const type of SIGNING_KEY_SLOTS) {
    const slot = draft.slots[type];
    if (slot.activeCertId) {
      signingKeys[`${type}ActiveCertRef`] = { id: slot.activeCertId };
      if (slot.activeKeyId.trim()) signingKeys[`${type}ActiveKeyId`] = slot.activeKeyId.trim();
      signingKeys[`${type}PublishX5cParameter`] = slot.publishX5c;
    }
    if (slot.previousCertId) {
      signingKeys[`${type}PreviousCertRef`] = { id: slot.previousCertId };
      if (slot.previousKeyId.trim()) signingKeys[`${type}PreviousKeyId`] = slot.previousKeyId.trim();
    }
  }
  const keySet: KeySet = { name: draft.name.trim(), signingKeys, issuers: draft.issuerIds.map((id) => ({ id })) };
  if (draft.id.trim()) keySet.id = draft.id.trim();
  if (draft.description.trim()) keySet.description = draft.description.trim();
  return keySet;
}

/**
 * A slot with one field changed. Clearing a certificate clears its key ID too: the key ID field
 * is there only while a certificate is chosen (SPEC 5), so no hidden value may be sent.
 */
export function changeSlot(slot: SlotDraft, field: SlotField, value: string | boolean): SlotDraft {
  const next = { ...slot, [field]: value };
  if (field === 'activeCertId' && !value) Object.assign(next, { activeKeyId: '', publishX5c: false });
  if (field === 'previousCertId' && !value) next.previousKeyId = '';
  return next;
}
