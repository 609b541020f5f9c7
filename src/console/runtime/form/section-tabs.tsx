import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import { t } from '../../i18n/t';
import { TabList, tabId } from '../tabs/TabList';
import { getPath } from '../values/paths';
import { hasErrorsUnder } from './error-schema';
import type { SectionLayout } from './ui-schema';

/**
 * Errors under one of the section's fields, or under a property only this section shows (an
 * object's own error). A split object's errors mark the section of the field they are under.
 */
function sectionHasErrors(section: SectionLayout, sections: readonly SectionLayout[], errorSchema: ErrorSchema | undefined): boolean {
  const errors = errorSchema as Record<string, unknown> | undefined;
  if (section.fields.some((field) => hasErrorsUnder(getPath(errors, field)))) return true;
  return section.properties.some((name) => !sections.some((other) => other !== section && other.properties.includes(name)) && hasErrorsUnder(errors?.[name]));
}

interface Props {
  sections: readonly SectionLayout[];
  /** A section's rendered fields. */
  content: (section: SectionLayout) => ReactNode;
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
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const turnedForErrors = useRef(false);
  const withErrors = sections.map((section) => sectionHasErrors(section, sections, errorSchema));
  const errorKey = withErrors.join();
  const panelId = (section: { id: string }) => `${baseId}-panel-${section.id}`;

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

  return (
    <div className="form-tabs">
      <TabList
        tabs={sections.map((section, index) => ({ id: section.id, label: section.label, invalid: withErrors[index] }))}
        label={t('form.sections')}
        current={current}
        onSelect={setCurrent}
        baseId={baseId}
        panelId={panelId}
      />
      {sections.map((section, index) => (
        <div
          key={section.id}
          ref={(element) => {
            panels.current[index] = element;
          }}
          className="tabs__panel form-tabs__panel"
          role="tabpanel"
          id={panelId(section)}
          aria-labelledby={tabId(baseId, section)}
          hidden={index !== current}
        >
          <div className="form-fields">{content(section)}</div>
        </div>
      ))}
    </div>
  );
}
