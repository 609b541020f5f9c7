import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tabs-model';

export interface TabItem {
  id: string;
  label: string;
}

interface Props {
  tabs: readonly TabItem[];
  /** The tab list's accessible name. */
  label: string;
  /** The current tab's panel. */
  render: (tab: TabItem) => ReactNode;
  /** Remount the panel whenever another tab is chosen (its state starts afresh). */
  remountPanel?: boolean;
}

/** A tab list with its panel (WAI-ARIA tabs: arrow keys, Home and End move between tabs). */
export function Tabs({ tabs, label, render, remountPanel = false }: Props) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const index = current < tabs.length ? current : 0;
  const tab: TabItem | undefined = tabs[index];

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(index, tabs.length, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((candidate, position) => (
          <button
            key={candidate.id}
            ref={(element) => {
              buttons.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${candidate.id}`}
            aria-selected={position === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={position === index ? 0 : -1}
            className={`tabs__tab${position === index ? ' tabs__tab--current' : ''}`}
            onClick={() => setCurrent(position)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      {tab && (
        <div className="tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab.id}`} key={remountPanel ? tab.id : undefined}>
          {render(tab)}
        </div>
      )}
    </>
  );
}
