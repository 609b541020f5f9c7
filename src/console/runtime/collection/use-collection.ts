import { useEffect, useReducer } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { cardViewReducer, initialCardViewState, type Item } from '../cards/card-view-state';
import { useCardPages } from '../cards/use-card-pages';
import { initialTableQuery, tableQueryReducer } from '../table/table-query';
import { useDebouncedEffect } from '../ui/use-debounced-effect';
import { collectionState, type CollectionState } from './collection-state';

/**
 * What every card list holds (generated or hand-written): the view (SPEC 4: LOADING, LIST,
 * CREATE, EDIT), the query (search applied after `debounceMs`, sort order), the pages the server
 * answers for it (a page at a time, as the list scrolls) and what the list shows of them
 * (`collection`). The view shows the LIST once a first page has been answered; the items live in
 * the pages. `list` undefined (the account may not read it): nothing is asked.
 */
export function useCollection(list: OperationRef | undefined, pageSize: number | undefined, debounceMs: number) {
  const [view, dispatchView] = useReducer(cardViewReducer, initialCardViewState);
  const [query, dispatchQuery] = useReducer(tableQueryReducer, initialTableQuery);
  useDebouncedEffect(query.search, debounceMs, () => dispatchQuery({ type: 'applyFilter' }));
  const pages = useCardPages(list, pageSize, query.filter, query.sortOrder);

  useEffect(() => {
    if (pages.answers > 0) dispatchView(pages.failed ? { type: 'loadFailed' } : { type: 'loaded', items: [] });
  }, [pages.answers, pages.failed]);

  // Cards show while the view is the LIST (SPEC 4), so Edit never meets a LOADING view.
  const collection: CollectionState<Item> = collectionState({
    loading: view.view === 'LOADING',
    refreshing: pages.loading,
    failed: view.loadFailed,
    forbidden: pages.forbidden,
    items: view.view === 'LIST' ? pages.items : [],
    filter: query.filter,
  });

  return { collection, view, dispatchView, query, dispatchQuery, pages };
}
