/**
 * The header search's result list: the navigation's pages first, then the configuration objects
 * the server found (GET /internal/search), grouped by their type; one flat list of options for the
 * arrow keys, in the order shown.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { SearchEntry } from './nav-search';

export type ObjectSearchGroup = components['schemas']['ObjectSearchGroup'];

/** The server is asked once typing has paused this long (no request per keystroke). */
export const OBJECT_SEARCH_DEBOUNCE_MS = 250;
/** The contract's longest `q`; the input takes no more. */
export const OBJECT_SEARCH_MAX_LENGTH = 100;

export interface SearchOption {
  /** Unique in the list. */
  key: string;
  label: string;
  context?: string;
  to: string;
}

export interface SearchSection {
  key: string;
  label: string;
  /** Options with their place in the flat list. */
  options: { option: SearchOption; index: number }[];
  /** Set when the server found more of this type than it answered. */
  more: boolean;
}

export function searchSections(pages: readonly SearchEntry[], groups: readonly ObjectSearchGroup[], pagesLabel: string): { sections: SearchSection[]; options: SearchOption[] } {
  const options: SearchOption[] = [];
  const section = (key: string, label: string, entries: SearchOption[], more = false): SearchSection => ({
    key,
    label,
    more,
    options: entries.map((option) => ({ option, index: options.push(option) - 1 })),
  });
  const sections: SearchSection[] = [];
  if (pages.length > 0) {
    sections.push(section('pages', pagesLabel, pages.map((entry) => ({ key: `page:${entry.id}`, label: entry.label, context: entry.context || undefined, to: entry.to }))));
  }
  for (const group of groups) {
    const entries = group.items.map((hit) => ({
      key: `${group.type}:${hit.id}`,
      label: hit.name,
      // The id when the name does not already say it.
      context: hit.id === hit.name ? undefined : hit.id,
      to: hit.location,
    }));
    if (entries.length > 0) sections.push(section(group.type, group.label, entries, group.more));
  }
  return { sections, options };
}

/** The option the arrow keys move to from `active` (-1: none yet), wrapping around. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
