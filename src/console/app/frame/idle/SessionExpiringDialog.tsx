import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import { Dialog } from '../../../runtime/ui/Dialog';
import { SESSION_WARNING_ATTRIBUTE } from './use-idle-timer';

interface Props {
  endsAt: number;
  /** Extends the session (also on Escape: closing the warning means staying). */
  onStay: () => void;
}

const remaining = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** WCAG 2.2.1: before the idle time-out, a countdown and a way to stay signed in. */
export function SessionExpiringDialog({ endsAt, onStay }: Props) {
  const [seconds, setSeconds] = useState(() => remaining(endsAt));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(remaining(endsAt)), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return (
    <div {...{ [SESSION_WARNING_ATTRIBUTE]: '' }}>
      <Dialog
        title={t('frame.expiring.title')}
        onClose={onStay}
        testId="session-expiring"
        footer={
          <button type="button" className="button button--primary" onClick={onStay}>
            {t('frame.expiring.stay')}
          </button>
        }
      >
        <p>
          {t('frame.expiring.message')} <span data-testid="session-countdown">{clock(seconds)}</span>
        </p>
      </Dialog>
    </div>
  );
}
