/** The oauth area: what other parts of the server may use of it. */
export { AUTH_SERVER_SETTINGS_KEY, SCOPE_LISTS, authServerSettingsDefinition, authServerSettingsHandlers, getAuthServerSettings, putAuthServerSettings } from './auth-server-settings';
export { PROCESSORS_STORE, getAuthorizationDetailProcessor, getAuthorizationDetailProcessors, putProcessor } from './authorization-detail-processors';
export { OAUTH_CLIENTS_STORE, clientSecretHandlers } from './client-secret';
