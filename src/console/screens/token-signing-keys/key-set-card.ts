import { SIGNING_KEY_SLOTS } from '../../../shared/signing-keys';
import { t } from '../../i18n/t';
import type { Item } from '../../runtime/cards/card-view-state';
import type { KeySet, VirtualIssuer } from './key-set-types';

/** The issuers' names, in the set's order; an issuer not (or no longer) listed shows its id. */
export function issuerNames(keySet: KeySet, issuers: readonly VirtualIssuer[]): string {
  const names = keySet.issuers.map((ref) => issuers.find((issuer) => issuer.id === ref.id)?.name ?? ref.id);
  return names.length ? names.join(', ') : t('tsk.card.noIssuers');
}

/** 'RSA: k1 · P-256: k2': the active key ID of each type that has an active certificate. */
export function activeKeyIds(keySet: KeySet): string {
  const keys = keySet.signingKeys ?? {};
  const parts = SIGNING_KEY_SLOTS.filter((type) => keys[`${type}ActiveCertRef`]?.id).map(
    (type) => `${t(`tsk.type.${type}`)}: ${keys[`${type}ActiveKeyId`] || t('tsk.card.keyIdNotSet')}`,
  );
  return parts.length ? parts.join(' · ') : t('tsk.card.noActiveKeys');
}

/** What a key set's card shows (the runtime's EntityCard reads these fields). */
export function cardItem(keySet: KeySet, issuers: readonly VirtualIssuer[]): Item {
  return { name: keySet.name, id: keySet.id, description: keySet.description, issuerNames: issuerNames(keySet, issuers), activeKeyIds: activeKeyIds(keySet) };
}
