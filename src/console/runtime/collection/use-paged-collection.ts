import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { useCallOperation } from '../api/api-context';
import { listItems, listTotal } from '../api/list-items';
import { cardViewReducer, initialCardViewState, type Item } from '../cards/card-view-state';
import { markListRendered, markListRequest } from '../table/list-marks';
import { initialTableQuery, listQuery, pageCount, tableQueryReducer } from '../table/table-query';
import { useDebouncedEffect } from '../ui/use-debounced-effect';
import { collectionState, type CollectionState } from './collection-state';

interface ListPage {
  items?: Item[];
  totalItems?: number;
}

/**
 * A table's collection (view kind `table`): the view (SPEC 4), the query, and the rows of one
 * numbered page; with `table.pageSize` the server pages, filters (`filter`, debounced) and sorts
 * (`sortOrder`) it. Only the newest request's answer counts; a page beyond the last (after others
 * deleted objects) moves back to the last one. `collection` is what the table shows.
 */
export function usePagedCollection(page: PageDefinition) {
  const call = useCallOperation();
  const [view, dispatchView] = useReducer(cardViewReducer, initialCardViewState);
  const [query, dispatchQuery] = useReducer(tableQueryReducer, initialTableQuery);
  const [totalItems, setTotalItems] = useState(0);
  const [reloads, setReloads] = useState(0);
  // The server refused the list to this account (its roles): a notice, not a load error.
  const [forbidden, setForbidden] = useState(false);
  const rendered = useRef<{ seq: number; filter: string }>(undefined);
  const sequence = useRef(0);
  const table = page.table ?? { columns: [] };
  const pageSize = table.pageSize;

  useDebouncedEffect(query.search, table.search?.debounceMs ?? 0, () => dispatchQuery({ type: 'applyFilter' }));

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const list = page.operations.list;
    if (!list) return;
    const seq = ++sequence.current;
    dispatchView({ type: 'loading' });
    markListRequest(page.id, seq, query.filter);
    void call<ListPage>(list, { query: listQuery(query, pageSize, Boolean(table.search)) }).then((result) => {
      // Only the newest request's answer counts; slower earlier ones are dropped.
      if (seq !== sequence.current) return;
      setForbidden(result.status === 403);
      if (!result.ok) return dispatchView({ type: 'loadFailed' });
      const items = listItems<Item>(result.data);
      rendered.current = { seq, filter: query.filter };
      setTotalItems(listTotal(result.data) ?? items.length);
      dispatchView({ type: 'loaded', items });
    });
    // The query's fields, not the object: typing alone (before the debounce) does not reload.
  }, [call, page.id, page.operations.list, pageSize, table.search, query.page, query.filter, query.sortOrder, reloads]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (view.view === 'LIST' && rendered.current) {
      markListRendered(page.id, rendered.current.seq, rendered.current.filter);
      rendered.current = undefined;
    }
  }, [page.id, view.view, view.items]);

  const pages = pageSize ? pageCount(totalItems, pageSize) : 1;
  useEffect(() => {
    if (view.view === 'LIST' && query.page > pages) dispatchQuery({ type: 'goToPage', page: pages });
  }, [view.view, query.page, pages]);

  // A table keeps its rows on screen while it loads.
  const collection: CollectionState<Item> = collectionState({
    loading: view.view === 'LOADING',
    refreshing: false,
    failed: view.loadFailed,
    forbidden: view.loadFailed && forbidden,
    items: view.items,
    filter: query.filter,
  });

  return { collection, view, dispatchView, query, dispatchQuery, totalItems, pages, reload };
}
