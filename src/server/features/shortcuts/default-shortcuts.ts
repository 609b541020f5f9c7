/** The dashboard shortcuts of a user who has not chosen their own: the most visited pages. */
export const DEFAULT_SHORTCUTS: readonly string[] = Object.freeze([
  'spConnections',
  'idpConnections',
  'oauthClients',
  'policies',
  'signingAndDecryptionKeys',
  'license',
]);
