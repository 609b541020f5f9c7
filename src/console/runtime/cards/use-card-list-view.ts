import { useEffect, useReducer } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { initialTableQuery, tableQueryReducer } from '../table/table-query';
import { useDebouncedEffect } from '../ui/use-debounced-effect';
import { cardViewReducer, initialCardViewState } from './card-view-state';
import { useCardPages } from './use-card-pages';

/**
 * What every card list holds (generated or hand-written): the view (SPEC 4: LOADING, LIST,
 * CREATE, EDIT), the query (search applied after `debounceMs`, sort order) and the pages the
 * server answers for it. The view shows the LIST once a first page has been answered; the items
 * live in the pages. `list` undefined (the account may not read it): nothing is asked.
 */
export function useCardListView(list: OperationRef | undefined, pageSize: number | undefined, debounceMs: number) {
  const [view, dispatchView] = useReducer(cardViewReducer, initialCardViewState);
  const [query, dispatchQuery] = useReducer(tableQueryReducer, initialTableQuery);
  useDebouncedEffect(query.search, debounceMs, () => dispatchQuery({ type: 'applyFilter' }));
  const pages = useCardPages(list, pageSize, query.filter, query.sortOrder);

  useEffect(() => {
    if (pages.answers > 0) dispatchView(pages.failed ? { type: 'loadFailed' } : { type: 'loaded', items: [] });
  }, [pages.answers, pages.failed]);

  return { view, dispatchView, query, dispatchQuery, pages };
}
