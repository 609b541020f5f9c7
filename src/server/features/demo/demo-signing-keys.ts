/**
 * --demo: real token signing keys made through the same code as the API: two RSA 2048 keys (one
 * under rotation settings), EC P-256 and P-384; static OAuth/OIDC keys on with the rotating RSA
 * key and P-256; a key set 'Partner Tokens' (the other RSA key and P-384) for the partner issuer.
 */
import type { Store } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { generateKeyPairFromSettings, type NewKeyPairSettings } from '../../services/key-pairs/generate-key-pair';
import { createKeySet } from '../signing-keys/index';
import { putOauthOidcKeys } from '../signing-keys/index';
import { putRotationSettings } from '../signing-keys/index';

export const DEMO_SIGNING_KEYS = {
  rsaStatic: 'token-signing-rsa',
  rsaPartner: 'partner-signing-rsa',
  p256: 'token-signing-p256',
  p384: 'partner-signing-p384',
} as const;
export const DEMO_KEY_SET_ID = 'partner-tokens';
export const DEMO_KEY_SET_ISSUER = 'partners';

const subject = { organization: 'Example Federation', organizationUnit: 'Identity', city: 'Denver', state: 'CO', country: 'US' };

const demoKeyPairs: NewKeyPairSettings[] = [
  { id: DEMO_SIGNING_KEYS.rsaStatic, commonName: 'Token Signing RSA', ...subject, validDays: 365, keyAlgorithm: 'RSA', keySize: 2048 },
  { id: DEMO_SIGNING_KEYS.rsaPartner, commonName: 'Partner Token Signing RSA', ...subject, validDays: 730, keyAlgorithm: 'RSA', keySize: 2048, subjectAlternativeNames: ['partners.example.com'] },
  { id: DEMO_SIGNING_KEYS.p256, commonName: 'Token Signing P-256', ...subject, validDays: 365, keyAlgorithm: 'EC', keySize: 256 },
  { id: DEMO_SIGNING_KEYS.p384, commonName: 'Partner Token Signing P-384', ...subject, validDays: 365, keyAlgorithm: 'EC', keySize: 384, signatureAlgorithm: 'SHA384withECDSA' },
];

export async function seedDemoSigningKeys(store: Store, keys: ConfigurationKeys): Promise<void> {
  const now = Date.now();
  // Generated side by side (key generation runs off the main thread; the store queues the writes).
  await Promise.all(demoKeyPairs.map((settings) => generateKeyPairFromSettings(store, keys, settings, now)));
  await putRotationSettings(store, keys, DEMO_SIGNING_KEYS.rsaStatic, { creationBufferDays: 60, activationBufferDays: 30 });
  await store.transaction((tx) =>
    putOauthOidcKeys(tx, {
      staticJwksEnabled: true,
      rsaActiveCertRef: { id: DEMO_SIGNING_KEYS.rsaStatic },
      rsaPublishX5cParameter: true,
      p256ActiveCertRef: { id: DEMO_SIGNING_KEYS.p256 },
    }),
  );
  await createKeySet(store, {
    id: DEMO_KEY_SET_ID,
    name: 'Partner Tokens',
    description: 'Signs the tokens of the partner issuer.',
    issuers: [{ id: DEMO_KEY_SET_ISSUER }],
    signingKeys: {
      rsaActiveCertRef: { id: DEMO_SIGNING_KEYS.rsaPartner },
      rsaPublishX5cParameter: true,
      p384ActiveCertRef: { id: DEMO_SIGNING_KEYS.p384 },
    },
  });
}
