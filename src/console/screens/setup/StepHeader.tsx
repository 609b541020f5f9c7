import { t } from '../../i18n/t';
import { SETUP_STEPS } from './setup-configuration';

/** The five steps; finished ones are buttons that go back, later ones cannot be reached from here. */
export function StepHeader({ current, onBack }: { current: number; onBack: (step: number) => void }) {
  return (
    <nav className="setup-steps" aria-label={t('setup.wizard.steps')}>
      <ol className="setup-steps__list">
        {SETUP_STEPS.map((step, index) => {
          const label = t(`setup.step.${step}`);
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const content = (
            <>
              <span className="setup-steps__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="setup-steps__label">
                {label}
                {step === 'pingOne' && <span className="setup-steps__optional">{t('setup.wizard.optional')}</span>}
              </span>
            </>
          );
          return (
            <li key={step} className={`setup-steps__item setup-steps__item--${state}`}>
              {state === 'done' ? (
                <button type="button" className="setup-steps__button" onClick={() => onBack(index)} aria-label={`${index + 1} ${label}`}>
                  {content}
                </button>
              ) : (
                <span className="setup-steps__button" aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
