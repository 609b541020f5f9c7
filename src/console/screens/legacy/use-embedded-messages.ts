import { useEffect, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useFrameActions } from '../../app/frame/frame-actions';
import { t } from '../../i18n/t';
import { useMessages } from '../../runtime/messages/messages-context';
import { useRulesModal } from '../rules/use-rules-modal';
import { isConsolePath, parseEmbeddedMessage } from './embedded-message';

/**
 * Listens to the hosted page (SPEC 4): only messages from this origin AND from that very frame
 * count; anything else (another origin, another window, a malformed message) is ignored.
 */
export function useEmbeddedMessages(frame: RefObject<HTMLIFrameElement | null>): ReactNode {
  const actions = useFrameActions();
  const { open: openRules, dialog: rulesDialog } = useRulesModal(frame);
  const { show } = useMessages();
  const navigate = useNavigate();

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
          return show('info', t('frame.embedded.scopesRequested', { description: message.description }));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, actions, show, navigate, openRules]);
  // The dialogs the page asked for, rendered by the page's screen.
  return rulesDialog;
}
