import { ID_PATTERN, ID_PATTERN_MESSAGE } from '../../../shared/ids';
import { fitsSlot, KEY_SET_ID_IN_USE, KEY_SET_ID_MAX_LENGTH, KEY_SET_NAME_IN_USE, SIGNING_KEY_SLOTS, type SigningKeySlot } from '../../../shared/signing-keys';
import { t } from '../../i18n/t';
import type { FieldErrors } from '../../runtime/errors/server-errors';
import type { KeySetDraft } from './key-set-draft';
import type { KeyPair, KeySet, VirtualIssuer } from './key-set-types';

/** The form's field names, as the server's fieldPaths name them (the certificate references without their `.id`). */
export const slotPath = (type: SigningKeySlot, part: 'ActiveCertRef' | 'ActiveKeyId' | 'PreviousCertRef' | 'PreviousKeyId' | 'PublishX5cParameter') =>
  `signingKeys.${type}${part}`;
const SLOT_PARTS = ['ActiveCertRef', 'ActiveKeyId', 'PreviousCertRef', 'PreviousKeyId', 'PublishX5cParameter'] as const;
export const KEY_SET_FIELDS: readonly string[] = ['name', 'id', 'description', 'issuers', ...SIGNING_KEY_SLOTS.flatMap((type) => SLOT_PARTS.map((part) => slotPath(type, part)))];

/** The certificates a slot offers (SPEC 5), and the one already chosen so an edit never loses it silently. */
export function certificateChoices(keyPairs: readonly KeyPair[], type: SigningKeySlot, chosenId = ''): KeyPair[] {
  return keyPairs.filter((keyPair) => fitsSlot(type, keyPair) || (chosenId !== '' && keyPair.id === chosenId));
}

/** Serial numbers are long hex strings; their start tells certificates with equal subjects apart. */
const SERIAL_SHOWN = 8;

/** How a certificate reads in a select: its subject, then the start of its serial number. */
export function certificateLabel(keyPair: KeyPair): string {
  const subject = keyPair.subjectDN || keyPair.id || '';
  const serial = keyPair.serialNumber ?? '';
  if (!serial) return subject;
  return `${subject} (${serial.length > SERIAL_SHOWN ? `${serial.slice(0, SERIAL_SHOWN)}…` : serial})`;
}

/** The issuers a key set may take: those no other key set uses (SPEC 5); `ownId` is the set being edited. */
export function availableIssuers(issuers: readonly VirtualIssuer[], keySets: readonly KeySet[], ownId?: string): VirtualIssuer[] {
  const taken = new Set(keySets.filter((keySet) => ownId === undefined || keySet.id !== ownId).flatMap((keySet) => keySet.issuers.map((issuer) => issuer.id)));
  return issuers.filter((issuer) => issuer.id !== undefined && !taken.has(issuer.id));
}

/**
 * SPEC 5: a name another key set has, ignoring case as the server does; the set being edited
 * (`ownId`) is no clash, so its unchanged original name passes.
 */
export function nameInUse(name: string, keySets: readonly KeySet[], ownId?: string): boolean {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return false;
  return keySets.some((keySet) => keySet.id !== ownId && keySet.name.trim().toLowerCase() === wanted);
}

/** SPEC 5's ID rules; a blank ID is fine (the server generates one). */
export function idErrors(id: string, keySets: readonly KeySet[]): string[] {
  const wanted = id.trim();
  if (!wanted) return [];
  const errors: string[] = [];
  if (wanted.length > KEY_SET_ID_MAX_LENGTH) errors.push(t('tsk.error.idTooLong', { max: KEY_SET_ID_MAX_LENGTH }));
  if (!ID_PATTERN.test(wanted)) errors.push(ID_PATTERN_MESSAGE);
  if (keySets.some((keySet) => keySet.id === wanted)) errors.push(KEY_SET_ID_IN_USE);
  return errors;
}

export function nameErrors(name: string, keySets: readonly KeySet[], ownId?: string): string[] {
  if (!name.trim()) return [t('tsk.error.nameRequired')];
  return nameInUse(name, keySets, ownId) ? [KEY_SET_NAME_IN_USE] : [];
}

/**
 * What Save checks before sending (SPEC 5): name, ID (only on create: it cannot change later), at
 * least one issuer and an RSA active certificate. The server checks the same and more.
 */
export function draftErrors(draft: KeySetDraft, keySets: readonly KeySet[], original?: KeySet): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    if (messages.length) errors[field] = messages;
  };
  add('name', nameErrors(draft.name, keySets, original?.id));
  if (!original) add('id', idErrors(draft.id, keySets));
  add('issuers', draft.issuerIds.length ? [] : [t('tsk.error.issuersRequired')]);
  add(slotPath('rsa', 'ActiveCertRef'), draft.slots.rsa.activeCertId ? [] : [t('tsk.error.rsaRequired')]);
  return errors;
}

/** A server fieldPath in the form's terms: `signingKeys.rsaActiveCertRef.id` is the certificate select. */
export function formFieldPath(fieldPath: string | undefined): string | undefined {
  return fieldPath?.replace(/(CertRef)\.id$/, '$1').replace(/^issuers\[\d+\].*$/, 'issuers');
}
