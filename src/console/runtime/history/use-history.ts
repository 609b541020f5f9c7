import { useCallback, useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { components } from '../../../../generated/api-types.gen';
import { useCallOperation } from '../api/api-context';
import { callTyped } from '../api/operation-caller';
import { t } from '../../i18n/t';

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

/** A revert's outcome: made, refused (the server's reason), or asked first because the object was changed after the entry. */
export type RevertOutcome =
  | { kind: 'reverted' }
  | { kind: 'refused'; message: string }
  | { kind: 'changedSince'; objectName: string; changedBy?: string; changedAt?: string };

/** POST /internal/history/{id}/revert; `force` reverts an object changed since too. */
export function useRevert(): (entry: HistoryEntry, force?: boolean) => Promise<RevertOutcome> {
  const call = useCallOperation();
  return useCallback(
    async (entry: HistoryEntry, force = false) => {
      const answer = await callTyped(call, operations.revertConfigurationChange, { path: { id: String(entry.id) }, ...(force ? { query: { force: true } } : {}) });
      if (answer.ok) return { kind: 'reverted' };
      if (answer.status === 412 && answer.error && 'objectName' in answer.error) {
        const { objectName, changedBy, changedAt } = answer.error;
        return { kind: 'changedSince', objectName, ...(changedBy !== undefined ? { changedBy } : {}), ...(changedAt !== undefined ? { changedAt } : {}) };
      }
      const reasons = answer.error && 'validationErrors' in answer.error ? (answer.error.validationErrors ?? []).map((error) => error.message ?? '') : [];
      return { kind: 'refused', message: reasons.length > 0 ? reasons.join(' ') : answer.error?.message ?? t('history.revertFailed') };
    },
    [call],
  );
}
