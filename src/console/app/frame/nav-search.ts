import type { NavItem } from '../../shell/session/contract-types';
import { linkOf } from '../../shell/frame/nav-tree';

/** A page the header search can go to: its label, where it sits ('System › Server'), its link. */
export interface SearchEntry {
  id: string;
  label: string;
  context: string;
  to: string;
}

/** Every page of the tree: leaves and areas (landing pages); sections only group. */
export function searchEntries(tree: readonly NavItem[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const visit = (items: readonly NavItem[], trail: string[]) => {
    for (const item of items) {
      if (item.level !== 'SECONDARY' || !item.children?.length) {
        entries.push({ id: item.id, label: item.label, context: trail.join(' › '), to: linkOf(item) });
      }
      if (item.children?.length) visit(item.children, [...trail, item.label]);
    }
  };
  visit(tree, []);
  return entries;
}

export const SEARCH_RESULT_LIMIT = 10;

/** Entries whose label contains every typed word; labels starting with the query come first. */
export function searchNavigation(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const needle = words.join(' ');
  const matches = entries.filter((entry) => {
    const haystack = `${entry.label} ${entry.context}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const rank = (entry: SearchEntry) => {
    const label = entry.label.toLowerCase();
    if (label.startsWith(needle)) return 0;
    return label.includes(needle) ? 1 : 2;
  };
  return matches.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label)).slice(0, SEARCH_RESULT_LIMIT);
}
