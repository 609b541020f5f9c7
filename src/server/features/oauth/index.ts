/** The oauth area: what other parts of the server may use of it. */
import type { Area, AreaHandlers } from '../../kernel/area';
import { AUTH_SERVER_SETTINGS_KEY, SCOPE_LISTS } from './auth-server-settings';
import { authServerSettingsHandlers } from './auth-server-settings';
import { clientSecretHandlers } from './client-secret';
export { AUTH_SERVER_SETTINGS_KEY, SCOPE_LISTS, authServerSettingsDefinition, authServerSettingsHandlers, getAuthServerSettings, putAuthServerSettings } from './auth-server-settings';
export { OAUTH_CLIENTS_STORE, clientSecretHandlers } from './client-secret';

export const oauthArea: Area = {
  name: 'oauth',
  uses: [],
  handlers: ({ definitions }) => ({
    ...clientSecretHandlers(definitions),
    ...authServerSettingsHandlers(definitions),
  }) satisfies AreaHandlers,
  replaces: {
    getAuthorizationServerSettings: 'the scope lists inside the document are the scope collections, read from their own stores',
    updateAuthorizationServerSettings: 'the scope lists are edited as collections of their own, so a save leaves them out of the document',
    patchAuthorizationServerSettings: 'the patch applies to the document with its scope lists (as its GET answers it), which it may not change',
  },
  history: [
    { namespace: AUTH_SERVER_SETTINGS_KEY, label: 'Authorization Server Settings' },
  ],
  bulk: [{ document: AUTH_SERVER_SETTINGS_KEY, lists: SCOPE_LISTS }],
};
