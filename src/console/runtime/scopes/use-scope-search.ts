import { useEffect, useReducer, useRef, useState } from 'react';
import { useCallOperation } from '../api/api-context';
import { initialTableQuery, listQuery, pageCount, tableQueryReducer } from '../table/table-query';
import { useDebouncedEffect } from '../ui/use-debounced-effect';
import { SCOPE_PAGE_SIZE, scopeListOperation } from './scope-types';

export type ScopeRow = {
  name: string;
  description?: string;
  dynamic?: boolean;
};

interface ScopePage {
  items?: ScopeRow[];
  totalItems?: number;
}

/** Typing settles for this long before it becomes the server's filter (as the scope tables do). */
export const SCOPE_SEARCH_DEBOUNCE_MS = 300;

/**
 * The server-paged search over the scopes of one type: the text typed becomes `filter` after the
 * debounce, each page is asked with page and numberPerPage, and only the newest answer counts.
 */
export function useScopeSearch(scopeType: string) {
  const call = useCallOperation();
  const [query, dispatch] = useReducer(tableQueryReducer, initialTableQuery);
  const [rows, setRows] = useState<ScopeRow[]>([]);
  const [totalItems, setTotalItems] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const sequence = useRef(0);

  useDebouncedEffect(query.search, SCOPE_SEARCH_DEBOUNCE_MS, () => dispatch({ type: 'applyFilter' }));

  useEffect(() => {
    const seq = ++sequence.current;
    setLoading(true);
    void call<ScopePage>(scopeListOperation(scopeType), { query: listQuery(query, SCOPE_PAGE_SIZE, true) }).then((result) => {
      if (seq !== sequence.current) return;
      setLoading(false);
      setFailed(!result.ok);
      if (!result.ok) return;
      const items = result.data?.items ?? [];
      setRows(items);
      setTotalItems(result.data?.totalItems ?? items.length);
    });
    // The query's fields, not the object: typing alone (before the debounce) does not reload.
  }, [call, scopeType, query.page, query.filter, query.sortOrder]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    search: query.search,
    page: query.page,
    pages: pageCount(totalItems, SCOPE_PAGE_SIZE),
    rows,
    totalItems,
    loading,
    failed,
    type: (search: string) => dispatch({ type: 'type', search }),
    goToPage: (page: number) => dispatch({ type: 'goToPage', page }),
  };
}
