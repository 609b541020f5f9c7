/**
 * The key pairs PingFederate authenticates to PingOne for Enterprise with: RSA 2048, a self-signed
 * certificate valid ClientAuthnKeyPairLifetimeDays (1095), made by the server's key pair generation;
 * the private key is kept only as a secret of the settings document.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { certificateView } from '../../services/certificates/certificate-view';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { FieldErrors } from '../../services/key-pairs/field-errors';
import { checkKeyAlgorithm, selfSignedKeyPair } from '../../services/key-pairs/generate-key-pair';
import { p14eKeyId } from '../../services/pingone-enterprise-service';
import type { StoreWriter } from '../../store/store';
import { P14E_SECRETS, privateKeySecret, type StoredP14E, type StoredP14EKey } from './p14e-state';

const LIFETIME_DAYS = 1095;
const ALGORITHM = { keyAlgorithm: 'RSA', keySize: 2048, signatureAlgorithm: 'SHA256withRSA' };

export interface NewAuthenticationKey {
  stored: StoredP14EKey;
  privateKeyPem: string;
  privateKey: KeyObject;
}

export async function newAuthenticationKey(now: number): Promise<NewAuthenticationKey> {
  const checked = checkKeyAlgorithm(ALGORITHM, new FieldErrors())!;
  const settings = { commonName: 'PingOne for Enterprise Authentication', organization: 'PingFederate', country: 'US', validDays: LIFETIME_DAYS, ...ALGORITHM };
  const { certificatePem, privateKeyPem } = await selfSignedKeyPair(settings, checked, now);
  const privateKey = createPrivateKey(privateKeyPem);
  return { stored: { id: await p14eKeyId(privateKey), certificatePem, creationTime: new Date(now).toISOString() }, privateKeyPem, privateKey };
}

export const storePrivateKey = (tx: StoreWriter, keys: ConfigurationKeys, key: NewAuthenticationKey) => keys.putSecret(tx, P14E_SECRETS, privateKeySecret(key.stored.id), key.privateKeyPem);

export const forgetPrivateKey = (tx: StoreWriter, keyId: string) => tx.deleteSecrets(P14E_SECRETS, privateKeySecret(keyId));

/** P14EKeysView: the current key first, the previous one after; each key pair's CertView. */
export function keysView(state: StoredP14E, now: number): components['schemas']['P14EKeysView'] {
  return {
    keyPairs: state.keyPairs.map((key, index) => ({
      currentAuthenticationKey: index === 0,
      previousAuthenticationKey: index === 1,
      keyPairView: { id: key.id, ...certificateView(key.certificatePem, now) },
      creationTime: key.creationTime,
    })),
  };
}
