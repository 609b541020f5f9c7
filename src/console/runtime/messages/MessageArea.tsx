import { t } from '../../i18n/t';
import { useMessages } from './messages-context';

/**
 * The frame's corner messages, inside one polite live region that is in the document from the
 * start: a message added to it is announced once (a region made with the message would not be),
 * without interrupting what the screen reader is saying.
 */
export function MessageArea() {
  const { messages, dismiss } = useMessages();
  return (
    <div className="message-area" role="status" aria-live="polite" aria-label={t('frame.messages')} data-testid="message-area">
      {messages.map((message) => (
        <div key={message.id} className={`message message--${message.kind}`} data-testid={`message-${message.kind}`}>
          <span className="message__text">
            {message.kind === 'error' && <span className="visually-hidden">{t('frame.messageError')} </span>}
            {message.text}
          </span>
          <button type="button" className="message__close" aria-label={t('frame.closeMessage')} onClick={() => dismiss(message.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
