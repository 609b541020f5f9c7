import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { t } from '../../../i18n/t';
import { placeNear, TOUR_STEPS } from './tour-steps';

/** 'welcome' before Start, then the index of the current step. */
export type TourPosition = 'welcome' | number;

interface Props {
  position: TourPosition;
  /** Launched by the user (help menu) rather than automatically: focus moves into it at once. */
  takeFocus: boolean;
  onMove: (position: TourPosition) => void;
  /** Closed or finished: the caller remembers it (the cookie). */
  onClose: () => void;
  title: string;
}

const CARD_WIDTH = 320;

/** SPEC 2.4: a non-modal tour; each step points at its element and keeps focus on its own buttons. */
export function GuidedTour({ position, takeFocus, onMove, onClose, title }: Props) {
  const titleId = useId();
  const textId = useId();
  const card = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const [style, setStyle] = useState<CSSProperties>();
  const step = position === 'welcome' ? undefined : TOUR_STEPS[position];
  const last = position === TOUR_STEPS.length - 1;
  const [focusFirst] = useState(takeFocus);

  // Point at the step's element (or centre when the page lacks it) and mark it for the eye.
  useLayoutEffect(() => {
    if (!step) return setStyle(undefined);
    const anchor = document.querySelector<HTMLElement>(`[data-tour="${step.anchor}"]`);
    if (!anchor) return setStyle({ top: '50%', left: '50%', transform: 'translate(-50%, -50%)' });
    anchor.scrollIntoView?.({ block: 'nearest' });
    anchor.classList.add('tour-target');
    const height = card.current?.offsetHeight ?? 180;
    setStyle(placeNear(anchor.getBoundingClientRect(), { width: CARD_WIDTH, height }, { width: window.innerWidth, height: window.innerHeight }));
    return () => anchor.classList.remove('tour-target');
  }, [step]);

  useEffect(() => {
    if (position !== 'welcome' || focusFirst) primary.current?.focus();
  }, [position, focusFirst]);

  return (
    <div
      ref={card}
      className={`tour-card${step ? ' tour-card--step' : ' tour-card--welcome'}`}
      style={style}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="guided-tour"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <button type="button" className="tour-card__close" aria-label={t('frame.tour.close')} onClick={onClose}>
        ×
      </button>
      {step ? (
        <>
          <p className="tour-card__progress">{t('frame.tour.progress', { step: Number(position) + 1, total: TOUR_STEPS.length })}</p>
          <h2 id={titleId} className="tour-card__title">
            {t(step.titleKey)}
          </h2>
          <p id={textId} className="tour-card__text">
            {t(step.textKey)}
          </p>
          <div className="tour-card__actions">
            {Number(position) > 0 && (
              <button type="button" className="button button--secondary button--small" onClick={() => onMove(Number(position) - 1)}>
                {t('frame.tour.back')}
              </button>
            )}
            <button
              ref={primary}
              type="button"
              className="button button--primary button--small"
              onClick={() => (last ? onClose() : onMove(Number(position) + 1))}
            >
              {last ? t('frame.tour.done') : t('frame.tour.next')}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId} className="tour-card__title">
            {t('frame.tour.welcome.title', { title })}
          </h2>
          <p id={textId} className="tour-card__text">
            {t('frame.tour.welcome.text')}
          </p>
          <div className="tour-card__actions">
            <button ref={primary} type="button" className="button button--primary button--small" onClick={() => onMove(0)}>
              {t('frame.tour.start')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
