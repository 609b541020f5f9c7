/**
 * /keyPairs/signing/{id}/rotationSettings: when a replacement key is to be made and activated
 * before this one expires. Kept on the key pair's item. A key used by a key set cannot be put
 * under rotation (key sets exclude rotating keys, SPEC 5).
 */
import type { components } from '../../../../generated/api-types.gen';
import { notFound } from '../../core/api-error';
import type { JsonDocument, Store } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { certificateView } from '../../services/certificates/certificate-view';
import { FieldErrors } from '../../services/key-pairs/field-errors';
import { checkKeyAlgorithm, VALID_DAYS_RANGE, validDaysFit } from '../../services/key-pairs/generate-key-pair';
import { keyPairUsers } from './key-pair-usage';
import { getKeyPair, putKeyPair } from '../../services/key-pairs/key-pair-store';

type RotationSettings = components['schemas']['KeyPairRotationSettings'];

export const BUFFER_ORDER = 'Creation buffer days must be greater than activation buffer days.';

export async function getRotationSettings(store: Store, id: string): Promise<JsonDocument> {
  const stored = await getKeyPair(store, id);
  if (!stored.rotationSettings) throw notFound(`Key pair '${id}' has no rotation settings.`);
  return stored.rotationSettings;
}

function checkRotation(settings: RotationSettings, keyPair: ReturnType<typeof certificateView>, errors: FieldErrors): void {
  const creation = Number(settings.creationBufferDays);
  const activation = Number(settings.activationBufferDays);
  if (!(activation >= 1)) errors.add('activationBufferDays', 'Activation buffer days must be at least 1.');
  if (!(creation >= 1)) errors.add('creationBufferDays', 'Creation buffer days must be at least 1.');
  else if (activation >= 1 && creation <= activation) errors.add('creationBufferDays', BUFFER_ORDER);
  if (settings.validDays !== undefined && !validDaysFit(settings.validDays)) errors.add('validDays', VALID_DAYS_RANGE);
  // The new key's algorithm, size and signature algorithm default to this key's.
  const sameAlgorithm = settings.keyAlgorithm === undefined || settings.keyAlgorithm === keyPair.keyAlgorithm;
  checkKeyAlgorithm(
    {
      keyAlgorithm: String(settings.keyAlgorithm ?? keyPair.keyAlgorithm),
      keySize: settings.keySize ?? (sameAlgorithm ? keyPair.keySize : undefined),
      signatureAlgorithm: settings.signatureAlgorithm ?? (sameAlgorithm ? keyPair.signatureAlgorithm : undefined),
    },
    errors,
  );
}

export async function putRotationSettings(store: Store, keys: ConfigurationKeys, id: string, settings: RotationSettings): Promise<RotationSettings> {
  return store.transaction(async (tx) => {
    const stored = await getKeyPair(tx, id);
    const errors = new FieldErrors();
    checkRotation(settings, certificateView(stored.certificatePem, Date.now()), errors);
    const { keySets } = await keyPairUsers(tx, id);
    if (keySets.length > 0) errors.add('id', `This key pair is used by key set '${keySets[0]}': keys under rotation cannot be used in a key set.`);
    errors.throwIfAny();
    const rotationSettings = { ...settings, id };
    await putKeyPair(tx, keys, { ...stored, rotationSettings });
    return rotationSettings;
  });
}

export async function deleteRotationSettings(store: Store, keys: ConfigurationKeys, id: string): Promise<void> {
  await store.transaction(async (tx) => {
    const stored = await getKeyPair(tx, id);
    if (!stored.rotationSettings) throw notFound(`Key pair '${id}' has no rotation settings.`);
    const { rotationSettings: _removed, ...rest } = stored;
    await putKeyPair(tx, keys, rest);
  });
}
