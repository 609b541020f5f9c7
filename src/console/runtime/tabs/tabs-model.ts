import type { PageDefinition, TabDefinition } from '../../../shared/page-model';

/** The tab to move to for a key on the tab list (arrows wrap, Home/End jump); undefined for other keys. */
export function nextTabIndex(current: number, count: number, key: string): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A tab's sub-page as the runtime renders it. Its texts live under `pages.<parent>.<tab>.`, so its
 * id is `<parent>.<tab>` (the generator may already have named it so).
 */
export function tabPage(parent: PageDefinition, tab: TabDefinition): PageDefinition {
  const id = `${parent.id}.${tab.id}`;
  return tab.page.id === id ? tab.page : { ...tab.page, id };
}
