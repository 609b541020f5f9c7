import { useEffect, useRef } from 'react';
import { t } from '../../i18n/t';

/** 'Setup Canceled' and 'Could not connect' (SPEC 2.22, 8): a message and Restart. */
export function SetupOutcome({ kind, onRestart }: { kind: 'canceled' | 'failed'; onRestart: () => void }) {
  const restart = useRef<HTMLButtonElement>(null);
  useEffect(() => restart.current?.focus(), []);
  const prefix = kind === 'canceled' ? 'setup.canceled' : 'setup.failed';
  return (
    <main className="centered-screen setup-screen">
      <section className="centered-card setup-outcome" aria-labelledby="setup-outcome-title" data-testid={`setup-${kind}`}>
        <div className={`setup-outcome__icon setup-outcome__icon--${kind}`} aria-hidden="true">
          {kind === 'canceled' ? '–' : '!'}
        </div>
        <h1 id="setup-outcome-title" className="centered-card__title">
          {t(`${prefix}.title`)}
        </h1>
        <p role={kind === 'failed' ? 'alert' : undefined}>{t(`${prefix}.message`)}</p>
        <button ref={restart} type="button" className="button button--primary button--block" onClick={onRestart}>
          {t('setup.restart')}
        </button>
      </section>
    </main>
  );
}
