/** The legacy area: what other parts of the server may use of it. */
import type { Area, AreaHandlers } from '../../kernel/area';
import { SCOPE_RESTRICTIONS } from './access-token-manager';
import { deleteAccessTokenManager } from './access-token-manager';
export { ACCESS_TOKEN_MANAGERS, SCOPE_RESTRICTIONS, deleteAccessTokenManager, putScopeRestriction } from './access-token-manager';
export { registerLegacyPages } from './legacy-page';

export const legacyArea: Area = {
  name: 'legacy',
  uses: ['keys', 'oauth', 'pingone', 'server-settings', 'ui-settings'],
  handlers: ({ definitions }) => ({ deleteTokenManager: deleteAccessTokenManager(definitions) }) satisfies AreaHandlers,
  replaces: {
    deleteTokenManager: 'the manager\'s scope restriction (kept beside it for the Scope Restrictions page) goes with it',
  },
  // Guarded by the access token managers' read, the objects they restrict.
  history: [{ namespace: SCOPE_RESTRICTIONS, label: 'Access Token Scope Restrictions', readPath: '/oauth/accessTokenManagers' }],
};
