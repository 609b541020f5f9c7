import { useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { OBJECT_SEARCH_DEBOUNCE_MS, type ObjectSearchGroup } from './object-search';

export interface ObjectSearch {
  /** The last answer's groups; kept while the next text is asked for, so the list does not flicker. */
  groups: ObjectSearchGroup[];
  /** A newer text is being asked for. */
  searching: boolean;
  /** The last request got no answer or an error. */
  failed: boolean;
}

const NONE: ObjectSearch = { groups: [], searching: false, failed: false };

/**
 * The configuration objects matching `text` (GET /internal/search), asked once typing has paused
 * (OBJECT_SEARCH_DEBOUNCE_MS), in the background (no spinner); an answer for an older text is dropped.
 */
export function useObjectSearch(text: string): ObjectSearch {
  const call = useCallOperation();
  const [search, setSearch] = useState<ObjectSearch>(NONE);
  const q = text.trim();
  useEffect(() => {
    if (q === '') {
      setSearch(NONE);
      return;
    }
    let current = true;
    setSearch((last) => ({ ...last, searching: true }));
    const timer = setTimeout(() => {
      void callTyped(call, operations.searchObjects, { query: { q }, background: true }).then((answer) => {
        if (!current) return;
        setSearch(answer.ok ? { groups: answer.data.groups, searching: false, failed: false } : { groups: [], searching: false, failed: true });
      });
    }, OBJECT_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [call, q]);
  return search;
}
