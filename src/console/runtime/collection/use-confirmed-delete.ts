import { useCallback, useState } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { useCallOperation } from '../api/api-context';

/**
 * A delete the user confirms, as one discriminated value: idle; asking (the confirmation is open);
 * pending (confirmed, the DELETE on its way); failed (the answer's status and the server's refusal
 * message, if it gave one); done. Views render it; what follows a delete (a message, a reload,
 * the focus) is the caller's `settled`, run once the answer is in.
 */
export type DeleteState<T> =
  | { state: 'idle' }
  | { state: 'asking'; item: T; version?: string }
  | { state: 'pending'; item: T }
  | { state: 'failed'; item: T; status: number; message?: string }
  | { state: 'done'; item: T };

export type DeleteOutcome<T> = Extract<DeleteState<T>, { state: 'failed' | 'done' }>;

export interface ConfirmedDeleteOptions<T> {
  /** The delete operation; none (not offered): confirming does nothing. */
  operation: OperationRef | undefined;
  /** The object's path parameters (objectPath(...) for a generated page). */
  path: (item: T) => Record<string, string>;
  /**
   * The object's read operation (same path parameters): read when the confirmation opens, so the
   * delete goes against that version (If-Match) and is refused if the object changes meanwhile.
   */
  read?: OperationRef;
  /** Just before the DELETE goes (a view that shows LOADING meanwhile). */
  starting?: (item: T) => void;
  /** The answer is in: tell the user, reload the list, move the focus. */
  settled: (outcome: DeleteOutcome<T>) => void | Promise<void>;
}

export type ConfirmedDelete<T> = DeleteState<T> & {
  /** Opens the confirmation for this object. */
  ask: (item: T) => void;
  /** The confirmation's Cancel. */
  cancel: () => void;
  /** The confirmation's Delete: closes it and deletes. */
  confirm: () => Promise<void>;
  /** Closes what a failed or done delete left open (a "cannot delete" notice). */
  dismiss: () => void;
};

export function useConfirmedDelete<T>({ operation, path, read, starting, settled }: ConfirmedDeleteOptions<T>): ConfirmedDelete<T> {
  const call = useCallOperation();
  const [deletion, setDeletion] = useState<DeleteState<T>>({ state: 'idle' });
  const ask = useCallback(
    (item: T) => {
      setDeletion({ state: 'asking', item });
      if (!read) return;
      void call(read, { path: path(item), background: true })
        .catch(() => undefined)
        .then((result) => {
          const version = result?.version;
          if (version) setDeletion((current) => (current.state === 'asking' && current.item === item ? { ...current, version } : current));
        });
    },
    [call, path, read],
  );
  const idle = useCallback(() => setDeletion({ state: 'idle' }), []);

  async function confirm() {
    if (deletion.state !== 'asking') return;
    const { item, version } = deletion;
    if (!operation) return idle();
    setDeletion({ state: 'pending', item });
    starting?.(item);
    const result = await call(operation, { path: path(item), ...(version ? { ifMatch: version } : {}) });
    const outcome: DeleteOutcome<T> = result.ok ? { state: 'done', item } : { state: 'failed', item, status: result.status, ...(result.error?.message ? { message: result.error.message } : {}) };
    setDeletion(outcome);
    await settled(outcome);
  }

  return { ...deletion, ask, cancel: idle, confirm, dismiss: idle };
}
