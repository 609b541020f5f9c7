import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PageDefinition, TabDefinition } from '../../../shared/page-model';
import { pageString } from '../../i18n/t';
import { PageHeader } from '../ui/PageHeader';
import { nextTabIndex, tabPage } from './tabs-model';

interface Props {
  page: PageDefinition;
  /** PageHost, passed in so this file does not import its own parent. */
  renderPage: (page: PageDefinition) => ReactNode;
}

/**
 * Tabs, each a sub-page rendered through PageHost (view kind `tabs`). A tab's content is mounted
 * afresh whenever it is chosen, so its list starts at page 1, unfiltered and sorted ascending (SPEC 4).
 */
export function TabsPage({ page, renderPage }: Props) {
  const tabs = page.tabs ?? [];
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tab: TabDefinition | undefined = tabs[current];
  const label = (candidate: TabDefinition) => pageString(page.id, `${candidate.id}.label`, candidate.label);

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(current, tabs.length, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <section className="tabs-page">
      <PageHeader title={pageString(page.id, 'title', page.title)} description={page.description && pageString(page.id, 'description', page.description)} />
      <div className="tabs" role="tablist" aria-label={pageString(page.id, 'title', page.title)} onKeyDown={onKeyDown}>
        {tabs.map((candidate, index) => (
          <button
            key={candidate.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${candidate.id}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === current ? 0 : -1}
            className={`tabs__tab${index === current ? ' tabs__tab--current' : ''}`}
            onClick={() => setCurrent(index)}
          >
            {label(candidate)}
          </button>
        ))}
      </div>
      {tab && (
        <div className="tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab.id}`} key={tab.id}>
          {renderPage(tabPage(page, tab))}
        </div>
      )}
    </section>
  );
}
