import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { useCallOperation } from '../api/api-context';
import type { SortOrder } from '../table/table-query';
import type { Item } from './card-view-state';
import { listItems, listTotal } from '../api/list-items';

interface ListAnswer {
  items?: Item[];
  totalItems?: number;
}

export interface CardPages {
  items: Item[];
  /** How many objects match the filter on the server (all pages). */
  totalItems: number;
  /** The first page of the current query is on its way (the list shows what it had). */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  failed: boolean;
  /** The server refused the list to this account (403). */
  forbidden: boolean;
  /**
   * Counts the answers to first pages: a view waiting for a (re)load moves on when it changes.
   * (`loading` may go true and back to false within one render when the answer comes at once.)
   */
  answers: number;
  hasMore: boolean;
  /** Asks for the next page when there is one and none is on its way. */
  loadMore: () => void;
  /** Loads the list again from its first page (after a save, a delete, a toggle). */
  reload: () => void;
}

/**
 * A collection a page at a time (query page, numberPerPage, filter, sortOrder; answer items and
 * totalItems): the first page when the query changes, the next when the list asks for more. Only
 * the answer to the newest request counts. Without `pageSize` the whole list comes in one request.
 */
export function useCardPages(list: OperationRef | undefined, pageSize: number | undefined, filter: string, sortOrder: SortOrder): CardPages {
  const call = useCallOperation();
  const [items, setItems] = useState<Item[]>([]);
  const [totalItems, setTotalItems] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [answers, setAnswers] = useState(0);
  const sequence = useRef(0);
  const loaded = useRef({ pages: 0, inFlight: false });

  const fetchPage = useCallback(
    (pageNumber: number) => {
      if (!list) return;
      const seq = ++sequence.current;
      loaded.current.inFlight = true;
      if (pageNumber === 1) setLoading(true);
      else setLoadingMore(true);
      const query = pageSize ? { page: pageNumber, numberPerPage: pageSize, sortOrder, ...(filter ? { filter } : {}) } : {};
      void call<ListAnswer>(list, { query }).then((result) => {
        if (seq !== sequence.current) return;
        loaded.current.inFlight = false;
        setLoading(false);
        setLoadingMore(false);
        setForbidden(result.status === 403);
        if (pageNumber === 1) setAnswers((count) => count + 1);
        if (!result.ok) return setFailed(true);
        const received = listItems<Item>(result.data);
        setFailed(false);
        loaded.current.pages = pageNumber;
        setItems((before) => (pageNumber === 1 ? received : [...before, ...received]));
        setTotalItems(listTotal(result.data) ?? received.length);
      });
    },
    [call, filter, list, pageSize, sortOrder],
  );

  useEffect(() => {
    loaded.current = { pages: 0, inFlight: false };
    fetchPage(1);
  }, [fetchPage, reloads]);

  const hasMore = pageSize !== undefined && items.length < totalItems;
  const loadMore = useCallback(() => {
    if (!hasMore || loaded.current.inFlight || loaded.current.pages === 0) return;
    fetchPage(loaded.current.pages + 1);
  }, [fetchPage, hasMore]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { items, totalItems, loading, loadingMore, failed, forbidden, answers, hasMore, loadMore, reload };
}
