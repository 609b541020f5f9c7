/**
 * The message protocol between an embedded (legacy) page and the console frame (SPEC 4). Pages
 * post these with window.parent.postMessage(message, origin); the console accepts them only from
 * its own origin and ignores anything else.
 */
export type EmbeddedPageMessage =
  | { type: 'updateHelpUrl'; url: string }
  /** Reload the navigation tree; with a target, go there afterwards (a console route). */
  | { type: 'reloadNavMenu'; target?: string }
  /** A success message; without text, the default 'Settings saved.'. */
  | { type: 'showSaveMessage'; message?: string }
  | { type: 'showInfoMessage'; message: string }
  | { type: 'resetIdleTimer' }
  | { type: 'showRulesModal'; nodeId: string }
  | { type: 'showScopesSelectionModal'; description: string; scopeType: string; selectedScopes: string[] };

export const EMBEDDED_MESSAGE_TYPES: readonly EmbeddedPageMessage['type'][] = [
  'updateHelpUrl',
  'reloadNavMenu',
  'showSaveMessage',
  'showInfoMessage',
  'resetIdleTimer',
  'showRulesModal',
  'showScopesSelectionModal',
];
