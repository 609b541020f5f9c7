import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { useIsBusy } from '../../runtime/activity/activity-store';
import type { Notification, Notifications } from '../session/contract-types';
import { fetchFrameData } from '../session/internal-api';

interface Props {
  /** A new value refetches (an embedded page's resetIdleTimer). */
  refreshToken: unknown;
  enabled: boolean;
  onSessionLost: () => void;
}

/** SPEC 2.18/4: the bell with its count; refetched whenever the spinner starts or stops. */
export function NotificationsBell({ refreshToken, enabled, onSessionLost }: Props) {
  const busy = useIsBusy();
  const [items, setItems] = useState<Notification[]>([]);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void fetchFrameData<Notifications>('notifications').then((result) => {
      if (!current) return;
      if (result.status === 401) onSessionLost();
      else if (result.body) setItems(result.body.items);
    });
    return () => {
      current = false;
    };
  }, [busy, refreshToken, enabled, onSessionLost]);

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
