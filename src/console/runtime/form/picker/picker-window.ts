import type { PickerOptions } from '../../../../shared/page-model';

/**
 * The available list of a picker: a contiguous run of loaded server pages, never more than
 * `maxRows` rows (SPEC 9: 100 rows, pages of 20, neighbours loaded when fewer than 8 remain,
 * 5 pages ahead). Pure, so the rules are testable apart from scrolling.
 */
export interface PickerWindow {
  /** Page number (1-based) of pages[0]. */
  firstPage: number;
  pages: string[][];
  totalItems: number;
}

export type WindowRules = Pick<PickerOptions, 'pageSize' | 'maxRows' | 'loadThreshold' | 'lookaheadPages'>;

export const emptyWindow: PickerWindow = { firstPage: 1, pages: [], totalItems: 0 };

export const lastPageOf = (window: PickerWindow) => window.firstPage + window.pages.length - 1;
export const rowCount = (window: PickerWindow) => window.pages.reduce((sum, page) => sum + page.length, 0);
export const totalPages = (window: PickerWindow, pageSize: number) => Math.max(1, Math.ceil(window.totalItems / pageSize));

/** Every loaded row with the page it came from. */
export function windowRows(window: PickerWindow): { name: string; page: number }[] {
  return window.pages.flatMap((names, index) => names.map((name) => ({ name, page: window.firstPage + index })));
}

/**
 * Adds a loaded page: appended after the last or prepended before the first, then pages are
 * dropped from the far end until at most maxRows rows remain (the new page always stays).
 * A page that is not a neighbour starts a new window.
 */
export function addPage(window: PickerWindow, page: number, names: string[], totalItems: number, rules: WindowRules): PickerWindow {
  let pages: string[][];
  let firstPage: number;
  if (window.pages.length === 0 || (page !== lastPageOf(window) + 1 && page !== window.firstPage - 1)) {
    return { firstPage: page, pages: [names], totalItems };
  }
  if (page === lastPageOf(window) + 1) {
    pages = [...window.pages, names];
    firstPage = window.firstPage;
    while (pages.length > 1 && count(pages) > rules.maxRows) {
      pages = pages.slice(1);
      firstPage += 1;
    }
  } else {
    pages = [names, ...window.pages];
    firstPage = page;
    while (pages.length > 1 && count(pages) > rules.maxRows) pages = pages.slice(0, -1);
  }
  return { firstPage, pages, totalItems };
}

const count = (pages: string[][]) => pages.reduce((sum, page) => sum + page.length, 0);

/** Where the view is: shown (not yet selected, offered) rows above and below it, and the page of its last row. */
export interface ViewPosition {
  rowsAbove: number;
  rowsBelow: number;
  /** Page of the last row in view; the last loaded page when the view reaches the last shown row or nothing is shown. */
  pageInView: number;
}

/**
 * The page to load next, if any: the first page of an empty window; the next page when fewer than
 * loadThreshold rows remain below the view (at most lookaheadPages beyond the page in view); the
 * previous page when fewer than loadThreshold remain above it.
 */
export function pageToLoad(window: PickerWindow, view: ViewPosition, rules: WindowRules): number | undefined {
  if (window.pages.length === 0) return 1;
  const last = lastPageOf(window);
  if (view.rowsBelow < rules.loadThreshold && last < totalPages(window, rules.pageSize) && last - view.pageInView < rules.lookaheadPages) return last + 1;
  if (view.rowsAbove < rules.loadThreshold && window.firstPage > 1) return window.firstPage - 1;
  return undefined;
}

/**
 * View position from the scroll box over the shown rows (fixed row height). Loaded pages after the
 * last shown row show nothing (their rows are selected, or not offered by the reference's target),
 * so a view that reaches that row has seen them too: its page is the last loaded one, and the
 * lookahead counts from there. Otherwise a run of such pages would stop the loading for good.
 */
export function viewPosition(
  shown: readonly { page: number }[],
  scroll: { scrollTop: number; clientHeight: number },
  rowHeight: number,
  lastLoadedPage: number,
): ViewPosition {
  if (shown.length === 0) return { rowsAbove: 0, rowsBelow: 0, pageInView: lastLoadedPage };
  const first = Math.min(Math.floor(scroll.scrollTop / rowHeight), shown.length - 1);
  const last = Math.min(Math.max(Math.ceil((scroll.scrollTop + scroll.clientHeight) / rowHeight) - 1, first), shown.length - 1);
  const atEnd = last === shown.length - 1;
  return { rowsAbove: first, rowsBelow: shown.length - 1 - last, pageInView: atEnd ? lastLoadedPage : shown[last].page };
}
