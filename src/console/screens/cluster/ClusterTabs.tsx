import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import { nextTabIndex } from '../../runtime/tabs/tabs-model';
import type { ClusterTab } from './cluster-model';

/** 'Active Nodes' and 'Admin Consoles' (SPEC 2.14), with the runtime's tab keys. */
export function ClusterTabs({ tabs, render }: { tabs: ClusterTab[]; render: (tab: ClusterTab) => ReactNode }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tab = tabs[current] ?? tabs[0];

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(current, tabs.length, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('cluster.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((candidate, index) => (
          <button
            key={candidate}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${candidate}`}
            aria-selected={candidate === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={candidate === tab ? 0 : -1}
            className={`tabs__tab${candidate === tab ? ' tabs__tab--current' : ''}`}
            onClick={() => setCurrent(index)}
          >
            {t(`cluster.tab.${candidate}`)}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {render(tab)}
      </div>
    </>
  );
}
