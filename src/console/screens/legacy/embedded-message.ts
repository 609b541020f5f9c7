import { EMBEDDED_MESSAGE_TYPES, type EmbeddedPageMessage } from '../../../shared/embedded-messages';

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown) => value === undefined || isString(value);

/** The message when data is one of the protocol's (SPEC 4) with fields of the right types; else undefined. */
export function parseEmbeddedMessage(data: unknown): EmbeddedPageMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (!EMBEDDED_MESSAGE_TYPES.includes(message.type as EmbeddedPageMessage['type'])) return undefined;
  switch (message.type) {
    case 'updateHelpUrl':
      return isString(message.url) ? { type: 'updateHelpUrl', url: message.url } : undefined;
    case 'reloadNavMenu':
      return isOptionalString(message.target) ? { type: 'reloadNavMenu', target: message.target as string | undefined } : undefined;
    case 'showSaveMessage':
      return isOptionalString(message.message) ? { type: 'showSaveMessage', message: message.message as string | undefined } : undefined;
    case 'showInfoMessage':
      return isString(message.message) ? { type: 'showInfoMessage', message: message.message } : undefined;
    case 'resetIdleTimer':
      return { type: 'resetIdleTimer' };
    case 'showRulesModal':
      return isString(message.nodeId) && message.nodeId !== '' ? { type: 'showRulesModal', nodeId: message.nodeId } : undefined;
    case 'showScopesSelectionModal': {
      const { description, scopeType, selectedScopes } = message;
      if (!isString(description) || !isString(scopeType)) return undefined;
      if (!Array.isArray(selectedScopes) || !selectedScopes.every(isString)) return undefined;
      return { type: 'showScopesSelectionModal', description, scopeType, selectedScopes };
    }
    default:
      return undefined;
  }
}

/** A reloadNavMenu target is a console path of this origin: '/x', never '//host' or 'https:'. */
export function isConsolePath(target: string): boolean {
  return /^\/(?![/\\])/.test(target);
}
