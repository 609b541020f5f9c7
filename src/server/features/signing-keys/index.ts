/** The signing-keys area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { KEY_SETS_STORE } from './key-sets';
import { OAUTH_OIDC_KEYS_SETTINGS_KEY } from './oauth-oidc-keys';
import { signingKeyHandlers } from './signing-key-handlers';
export { JWKS_PATH, registerJwksRoute } from './jwks-route';
export { keyMaterialOfSnapshot, loadKeyMaterial } from './jwks';
export type { KeyMaterial } from './jwks';
export { ISSUERS_STORE, KEY_SETS_STORE, createKeySet } from './key-sets';
export { OAUTH_OIDC_KEYS_SETTINGS_KEY, putOauthOidcKeys } from './oauth-oidc-keys';
export { putRotationSettings } from './rotation-settings';
export { signingKeyHandlers } from './signing-key-handlers';

const TOKEN_SIGNING_KEYS_ROUTE = '/security/certificate-and-key-management/token-signing-keys';

export const signingKeysArea: Area = {
  name: 'signing-keys',
  uses: [],
  handlers: () => signingKeyHandlers(),
  replaces: {
    getSigningKeyPairs: 'key pairs are answered as certificate views computed from the stored certificate, with their expiry status',
    createSigningKeyPair: 'the key pair is generated here (a real key and self-signed certificate), its private key encrypted',
    deleteSigningKeyPair: 'a key pair in use (by a key set, the OAuth keys, a connection) is refused with its users named',
    getOauthOidcKeysSettings: 'the document without a save is the static keys off, as PingFederate answers it',
    updateOAuthOidcKeysSettings: 'each key named must be a signing key pair of the algorithm its slot is for, checked against the key pairs',
  },
  history: [
    { namespace: KEY_SETS_STORE, label: 'Token Signing Key Sets', route: TOKEN_SIGNING_KEYS_ROUTE },
    { namespace: OAUTH_OIDC_KEYS_SETTINGS_KEY, label: 'Token Signing Keys', route: TOKEN_SIGNING_KEYS_ROUTE },
  ],
  searchable: [{ store: KEY_SETS_STORE, screen: { type: 'token-signing-key-sets', label: 'Token Signing Key Sets', route: TOKEN_SIGNING_KEYS_ROUTE, list: 'getKeySets', get: 'getKeySet' } }],
};
