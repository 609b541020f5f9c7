/** Server-side paging, search and sort of a table (SPEC 4: scopes). Pure: the page component holds it. */
export type SortOrder = 'ASC' | 'DESC';

export interface TableQuery {
  /** 1-based. */
  page: number;
  /** The search text as typed. */
  search: string;
  /** The search text sent as `filter` (the typed text once the debounce has passed). */
  filter: string;
  sortOrder: SortOrder;
}

export type TableQueryAction =
  | { type: 'type'; search: string }
  | { type: 'applyFilter' }
  | { type: 'toggleSort' }
  | { type: 'goToPage'; page: number }
  /** An object of the current page was deleted; `rowsOnPage` is how many the page held before. */
  | { type: 'deleted'; rowsOnPage: number }
  | { type: 'reset' };

export const initialTableQuery: TableQuery = { page: 1, search: '', filter: '', sortOrder: 'ASC' };

export function tableQueryReducer(state: TableQuery, action: TableQueryAction): TableQuery {
  switch (action.type) {
    case 'type':
      return { ...state, search: action.search };
    case 'applyFilter':
      // A new search starts at the first page.
      return state.filter === state.search.trim() ? state : { ...state, filter: state.search.trim(), page: 1 };
    case 'toggleSort':
      return { ...state, sortOrder: state.sortOrder === 'ASC' ? 'DESC' : 'ASC', page: 1 };
    case 'goToPage':
      return { ...state, page: Math.max(1, action.page) };
    case 'deleted':
      return { ...state, page: pageAfterDelete(state.page, action.rowsOnPage) };
    case 'reset':
      return initialTableQuery;
  }
}

/** Deleting the last object of a page above 1 moves back one page (SPEC 4). */
export function pageAfterDelete(page: number, rowsOnPageBefore: number): number {
  return rowsOnPageBefore <= 1 && page > 1 ? page - 1 : page;
}

/** Number of pages for a total: ceiling of total / size, at least 1 (SPEC 9). */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** The list operation's query for a state (paged tables only send paging, search and sort). */
export function listQuery(state: TableQuery, pageSize: number | undefined, withSearch: boolean): Record<string, string | number> {
  if (!pageSize) return withSearch && state.filter ? { filter: state.filter } : {};
  return {
    page: state.page,
    numberPerPage: pageSize,
    sortOrder: state.sortOrder,
    ...(withSearch && state.filter ? { filter: state.filter } : {}),
  };
}

/** Page numbers to offer: all when few, else the first, the last and a window around the current, with gaps as null. */
export function pagerPages(current: number, count: number, around = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= around) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
