/**
 * The embedded Access Token Management page: the default access token manager's scope restriction
 * per scope type, with a button per type that asks the console for the Scopes Selection dialog
 * (showScopesSelectionModal, SPEC 2.21). Saving comes back here as a hidden-form post (scopes-save.ts).
 */
import type { ServerContext } from '../../kernel/handler-types';
import { getAccessTokenManager, SCOPE_TYPE_LABELS, SCOPE_TYPES, type AccessTokenManager, type ScopeType } from './access-token-manager';
import { element, messageButton, paragraph } from './html-page';

export const scopeSelectionDescription = (manager: AccessTokenManager, scopeType: ScopeType): string =>
  `${SCOPE_TYPE_LABELS[scopeType]} that ${manager.name} may issue`;

function restriction(manager: AccessTokenManager, scopeType: ScopeType): string {
  const selected = manager.scopeRestriction[scopeType];
  const label = SCOPE_TYPE_LABELS[scopeType];
  const list =
    selected.length === 0
      ? paragraph(`No restriction: every one of the ${label.toLowerCase()}.`)
      : `<ul class="scopes">${selected.map((name) => element('li', name)).join('')}</ul>`;
  const button = messageButton(`Select ${label}`, {
    type: 'showScopesSelectionModal',
    description: scopeSelectionDescription(manager, scopeType),
    scopeType,
    selectedScopes: selected,
  });
  return `<section data-scope-type="${scopeType}">${element('h3', `Restricted ${label}`)}${list}${button}</section>`;
}

export async function accessTokenManagementContent(server: ServerContext): Promise<string> {
  const manager = await getAccessTokenManager(server.store);
  if (!manager) return paragraph('There is no access token manager.');
  return (
    element('h2', manager.name) +
    paragraph('The scopes tokens of this manager are restricted to, by scope type.') +
    SCOPE_TYPES.map((type) => restriction(manager, type)).join('\n')
  );
}
