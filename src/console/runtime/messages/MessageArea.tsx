import { t } from '../../i18n/t';
import { useMessages } from './messages-context';

/** The frame's corner messages; errors are alerts so screen readers announce them at once. */
export function MessageArea() {
  const { messages, dismiss } = useMessages();
  return (
    <div className="message-area" role="region" aria-label={t('frame.messages')}>
      {messages.map((message) => (
        <div
          key={message.id}
          className={`message message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid={`message-${message.kind}`}
        >
          <span className="message__text">{message.text}</span>
          <button type="button" className="message__close" aria-label={t('frame.closeMessage')} onClick={() => dismiss(message.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
