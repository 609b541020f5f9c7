import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import { t } from '../../i18n/t';
import { nextTabIndex } from '../tabs/tabs-model';
import { hasErrorsUnder } from './error-schema';
import type { SectionLayout } from './ui-schema';

interface Props {
  sections: readonly SectionLayout[];
  /** A property's rendered field, by name. */
  content: (name: string) => ReactNode;
  errorSchema: ErrorSchema | undefined;
}

/**
 * The form's sections as tabs (page key sectionLayout: tabs). Every panel stays in the form (only
 * the current one shown), so values, errors and focus targets exist in all of them. A tab whose
 * fields have errors is marked; when errors appear and the current tab has none, the form turns to
 * the first tab with errors and puts the focus on its first field in error.
 */
export function SectionTabs({ sections, content, errorSchema }: Props) {
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const turnedForErrors = useRef(false);
  const withErrors = sections.map((section) => section.properties.some((name) => hasErrorsUnder((errorSchema as Record<string, unknown> | undefined)?.[name])));
  const errorKey = withErrors.join();

  useEffect(() => {
    if (withErrors[current] || !withErrors.includes(true)) return;
    turnedForErrors.current = true;
    setCurrent(withErrors.indexOf(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorKey stands for withErrors
  }, [errorKey]);

  useEffect(() => {
    if (!turnedForErrors.current) return;
    turnedForErrors.current = false;
    panels.current[current]?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [current]);

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(current, sections.length, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="form-tabs">
      <div className="tabs" role="tablist" aria-label={t('form.sections')} onKeyDown={onKeyDown}>
        {sections.map((section, index) => (
          <button
            key={section.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${section.id}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel-${section.id}`}
            tabIndex={index === current ? 0 : -1}
            className={`tabs__tab${index === current ? ' tabs__tab--current' : ''}${withErrors[index] ? ' tabs__tab--invalid' : ''}`}
            onClick={() => setCurrent(index)}
          >
            {section.label}
            {withErrors[index] && (
              <>
                <span className="tabs__error-mark" aria-hidden="true">
                  !
                </span>
                <span className="visually-hidden"> {t('form.tabHasErrors')}</span>
              </>
            )}
          </button>
        ))}
      </div>
      {sections.map((section, index) => (
        <div
          key={section.id}
          ref={(element) => {
            panels.current[index] = element;
          }}
          className="tabs__panel form-tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel-${section.id}`}
          aria-labelledby={`${baseId}-tab-${section.id}`}
          hidden={index !== current}
        >
          <div className="form-fields">{section.properties.map(content)}</div>
        </div>
      ))}
    </div>
  );
}
