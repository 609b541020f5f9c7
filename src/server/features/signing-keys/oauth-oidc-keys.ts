/**
 * GET/PUT /keyPairs/oauthOpenIdConnect: the static OAuth/OIDC keys (one settings document).
 * Static keys on need an RSA active certificate; every referenced certificate must fit its slot.
 */
import { storagePath } from '../../store/storage-path';
import type { JsonDocument, StoreReader, StoreWriter } from '../../store/store';
import { FieldErrors } from '../../services/key-pairs/field-errors';
import { checkCertificateRefs, refId } from './signing-key-slots';

export const OAUTH_OIDC_KEYS_SETTINGS_KEY = storagePath('/keyPairs/oauthOpenIdConnect');
export const DEFAULT_OAUTH_OIDC_KEYS: JsonDocument = { staticJwksEnabled: false };
export const RSA_ACTIVE_REQUIRED_FOR_STATIC = 'An RSA active certificate is required when static keys are enabled.';

export async function getOauthOidcKeys(reader: StoreReader): Promise<JsonDocument> {
  return (await reader.getSettings(OAUTH_OIDC_KEYS_SETTINGS_KEY)) ?? { ...DEFAULT_OAUTH_OIDC_KEYS };
}

export async function putOauthOidcKeys<Settings extends JsonDocument>(tx: StoreWriter, settings: Settings): Promise<Settings> {
  const errors = new FieldErrors();
  if (settings.staticJwksEnabled === true && refId(settings.rsaActiveCertRef) === undefined) {
    errors.add('rsaActiveCertRef', RSA_ACTIVE_REQUIRED_FOR_STATIC, 'required_field');
  }
  await checkCertificateRefs(tx, settings, errors, { fieldPrefix: '', withDecryption: true, allowRotating: true });
  errors.throwIfAny();
  await tx.putSettings(OAUTH_OIDC_KEYS_SETTINGS_KEY, settings);
  return settings;
}
