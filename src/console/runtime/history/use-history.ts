import { useCallback, useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { components } from '../../../../generated/api-types.gen';
import { useCallOperation } from '../api/api-context';
import { callTyped } from '../api/operation-caller';

export type HistoryEntry = components['schemas']['HistoryEntry'];
export type HistoryType = components['schemas']['HistoryType'];

/** What GET /internal/history is asked (its query parameters). */
export type HistoryFilter = {
  path?: string;
  type?: string;
  username?: string;
  /** ISO 8601. */
  from?: string;
  to?: string;
  page?: number;
  numberPerPage?: number;
};

export interface HistoryView {
  entries: HistoryEntry[];
  totalItems: number;
  types: HistoryType[];
  loading: boolean;
  /** The server's message when the list could not be read. */
  error?: string;
  reload: () => void;
}

/** One page of configuration history for `filter`, read again whenever the filter changes or `reload` is called. */
export function useHistory(filter: HistoryFilter): HistoryView {
  const call = useCallOperation();
  const [view, setView] = useState<Omit<HistoryView, 'reload'>>({ entries: [], totalItems: 0, types: [], loading: true });
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(filter);
  useEffect(() => {
    let current = true;
    setView((last) => ({ ...last, loading: true }));
    void callTyped(call, operations.getConfigurationHistory, { query: JSON.parse(key) as HistoryFilter }).then((answer) => {
      if (!current) return;
      if (answer.ok) setView({ entries: answer.data.items, totalItems: answer.data.totalItems, types: answer.data.types, loading: false });
      else setView((last) => ({ ...last, loading: false, error: answer.error?.message }));
    });
    return () => {
      current = false;
    };
  }, [call, key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...view, reload };
}

/** POST /internal/history/{id}/revert: resolves the server's refusal message, or undefined when the change was reverted. */
export function useRevert(): (entry: HistoryEntry) => Promise<string | undefined> {
  const call = useCallOperation();
  return useCallback(
    async (entry: HistoryEntry) => {
      const answer = await callTyped(call, operations.revertConfigurationChange, { path: { id: String(entry.id) } });
      if (answer.ok) return undefined;
      const reasons = answer.error?.validationErrors?.map((error) => error.message) ?? [];
      return reasons.length > 0 ? reasons.join(' ') : answer.error?.message ?? 'The change could not be reverted.';
    },
    [call],
  );
}
