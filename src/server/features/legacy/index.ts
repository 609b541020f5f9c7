/** The legacy area: what other parts of the server may use of it. */
export { ACCESS_TOKEN_MANAGERS, SCOPE_RESTRICTIONS, deleteAccessTokenManager, putScopeRestriction } from './access-token-manager';
export { registerLegacyPages } from './legacy-page';
