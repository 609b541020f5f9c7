import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { useIsBusy } from '../../runtime/activity/activity-store';
import type { Notifications } from '../../shell/session/contract-types';
import { useFrameData } from '../session/frame-queries';

interface Props {
  enabled: boolean;
  onSessionLost: () => void;
}

/** SPEC 4: notifications are refetched when the spinner starts or stops; read at most this often for it. */
export const NOTIFICATIONS_MIN_AGE_MS = 30_000;
/** And on their own, this often. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * SPEC 2.18/4: the bell with its count. The notifications are one shared query (frame-queries.ts):
 * a change of the spinner reads them again once they are older than NOTIFICATIONS_MIN_AGE_MS, so
 * a burst of page activity costs one request, not one per load; an embedded page's
 * resetIdleTimer reads them at once.
 */
export function NotificationsBell({ enabled, onSessionLost }: Props) {
  const busy = useIsBusy();
  const notifications = useFrameData<Notifications>('notifications', NOTIFICATIONS_REFRESH_MS, enabled);
  const items = notifications.result?.body?.items ?? [];
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const { updatedAt, refetch } = notifications;
  useEffect(() => {
    if (enabled && updatedAt > 0 && Date.now() - updatedAt > NOTIFICATIONS_MIN_AGE_MS) refetch();
    // Only the spinner's change asks; the answer's time is read, not watched.
  }, [busy]); // eslint-disable-line react-hooks/exhaustive-deps

  const lost = notifications.result?.status === 401;
  useEffect(() => {
    if (enabled && lost) onSessionLost();
  }, [enabled, lost, onSessionLost]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const count = items.length;
  const label = count ? t('frame.bell.labelCount', { count }) : t('frame.bell.label');
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div
      className="bell"
      ref={root}
      data-tour="bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="bell__button header-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        data-testid="notifications-bell"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M10 21a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {count > 0 && (
          <span className="bell__count" aria-hidden="true" data-testid="notifications-count">
            {count}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="bell__panel" aria-label={t('frame.bell.title')}>
          <h2 className="bell__title">{t('frame.bell.title')}</h2>
          {count === 0 ? (
            <p className="bell__empty">{t('frame.bell.empty')}</p>
          ) : (
            <ul className="bell__list">
              {items.map((item) => (
                <li key={item.id} className="bell__item">
                  {item.route ? (
                    <Link to={item.route} className="bell__label" onClick={() => setOpen(false)}>
                      {item.label}
                    </Link>
                  ) : (
                    <span className="bell__label">{item.label}</span>
                  )}
                  <span className="bell__description">{item.description}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
