import { useId, useState, type ReactNode } from 'react';
import { TabList, tabId, type TabItem } from './TabList';
import { UnsavedScopeContext } from '../unsaved/unsaved-scope';
import { useUnsavedScope } from '../unsaved/use-unsaved-scope';

export type { TabItem } from './TabList';

interface Props {
  tabs: readonly TabItem[];
  /** The tab list's accessible name. */
  label: string;
  /** The current tab's panel. */
  render: (tab: TabItem) => ReactNode;
  /** Remount the panel whenever another tab is chosen (its state starts afresh). */
  remountPanel?: boolean;
  /** The tab shown first (by id); the first tab when absent or unknown. */
  initial?: string;
  /** Where another tab is chosen (its id) when the choice moves the location, which then shows it (as `initial`). */
  onChoose?: (id: string) => void;
}

/** A tab list with the current tab's panel (the only one in the document). */
export function Tabs({ tabs, label, render, remountPanel = false, initial, onChoose }: Props) {
  const [current, setCurrent] = useState(() => Math.max(0, tabs.findIndex((tab) => tab.id === initial)));
  const baseId = useId();
  const index = current < tabs.length ? current : 0;
  const tab: TabItem | undefined = tabs[index];
  const panelId = `${baseId}-panel`;
  // Another tab replaces this one's panel: its forms' unsaved edits would go, so that asks first.
  const unsaved = useUnsavedScope();
  const select = (next: number) =>
    next !== index &&
    unsaved.confirmLeave(() => {
      if (onChoose && tabs[next]) onChoose(tabs[next].id);
      else setCurrent(next);
    });

  return (
    <>
      <TabList tabs={tabs} label={label} current={index} onSelect={select} baseId={baseId} panelId={() => panelId} />
      {tab && (
        <div className="tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(baseId, tab)} key={remountPanel ? tab.id : undefined}>
          <UnsavedScopeContext.Provider value={unsaved.scope}>{render(tab)}</UnsavedScopeContext.Provider>
        </div>
      )}
    </>
  );
}
