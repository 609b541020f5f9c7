import { useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n/t';
import { nextTabIndex } from './tabs-model';

export interface TabItem {
  id: string;
  label: string;
  /** Its panel holds errors: the tab is marked "!", and says so to a screen reader. */
  invalid?: boolean;
}

interface Props {
  tabs: readonly TabItem[];
  /** The tab list's accessible name. */
  label: string;
  current: number;
  onSelect: (index: number) => void;
  /** Ids are `<baseId>-tab-<tab id>`; the panel a tab controls is `panelId(tab)`. */
  baseId: string;
  panelId: (tab: TabItem) => string;
}

export const tabId = (baseId: string, tab: TabItem) => `${baseId}-tab-${tab.id}`;

/** A WAI-ARIA tab list: arrow keys, Home and End move between tabs; only the current one is in the tab order. */
export function TabList({ tabs, label, current, onSelect, baseId, panelId }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(current, tabs.length, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(baseId, tab)}
          aria-selected={index === current}
          aria-controls={panelId(tab)}
          tabIndex={index === current ? 0 : -1}
          className={`tabs__tab${index === current ? ' tabs__tab--current' : ''}${tab.invalid ? ' tabs__tab--invalid' : ''}`}
          onClick={() => onSelect(index)}
        >
          {tab.label}
          {tab.invalid && (
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
  );
}
