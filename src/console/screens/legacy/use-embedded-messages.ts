import { createElement, Fragment, useEffect, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useFrameActions } from '../../shell/frame/frame-actions';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useMessages } from '../../runtime/messages/messages-context';
import { embeddedScopesSave } from '../../runtime/scopes/embedded-scopes-save';
import { useScopesSelectionDialog } from '../../runtime/scopes/use-scopes-selection-dialog';
import { useRulesModal } from '../rules/use-rules-modal';
import { isConsolePath, parseEmbeddedMessage } from './embedded-message';
import { submitHiddenForm } from './hidden-form';

/**
 * Listens to the hosted page (SPEC 4): only messages from this origin AND from that very frame
 * count; anything else (another origin, another window, a malformed message) is ignored.
 * Returns the dialog a message opened (or null), for the screen to render beside the frame: the
 * Rules dialog (showRulesModal, the Policies page's Rules tab) or the Scopes Selection dialog.
 */
export function useEmbeddedMessages(frame: RefObject<HTMLIFrameElement | null>): ReactNode {
  const actions = useFrameActions();
  const { open: openRules, dialog: rulesDialog } = useRulesModal(frame);
  const { show } = useMessages();
  const navigate = useNavigate();
  const access = useAccess();
  // SPEC 7: Done saves through a hidden form posted to the frame's page, which answers refreshed.
  const scopes = useScopesSelectionDialog(access.mayCall(embeddedScopesSave), (request, selectedScopes) => {
    if (frame.current) submitHiddenForm(frame.current, { scopeType: request.scopeType, selectedScopes: JSON.stringify(selectedScopes) });
  });
  const openScopes = scopes.open;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseEmbeddedMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'updateHelpUrl':
          return actions.updateHelpUrl(message.url);
        case 'reloadNavMenu': {
          const target = message.target;
          return void actions.reloadNavMenu().then(() => {
            if (target && isConsolePath(target)) navigate(target);
          });
        }
        case 'showSaveMessage':
          return show('success', message.message || t('common.saved'));
        case 'showInfoMessage':
          return show('info', message.message);
        case 'resetIdleTimer':
          return actions.resetIdleTimer();
        case 'showRulesModal':
          return openRules(message.nodeId);
        case 'showScopesSelectionModal':
          return openScopes({ description: message.description, scopeType: message.scopeType, selectedScopes: message.selectedScopes });
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, actions, show, navigate, openRules, openScopes]);
  // The dialogs the page asked for, rendered by the page's screen.
  return createElement(Fragment, null, rulesDialog, scopes.dialog);
}
