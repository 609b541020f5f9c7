/** The signing-keys area: what other parts of the server may use of it. */
export { JWKS_PATH, registerJwksRoute } from './jwks-route';
export { keyMaterialOfSnapshot, loadKeyMaterial } from './jwks';
export type { KeyMaterial } from './jwks';
export { KEY_SETS_STORE, createKeySet } from './key-sets';
export { OAUTH_OIDC_KEYS_SETTINGS_KEY, putOauthOidcKeys } from './oauth-oidc-keys';
export { putRotationSettings } from './rotation-settings';
export { signingKeyHandlers } from './signing-key-handlers';
