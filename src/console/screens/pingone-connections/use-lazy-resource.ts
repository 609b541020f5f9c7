import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { useCallOperation } from '../../runtime/api/api-context';

/** One answer a card's tab shows; `message` is the server's own words when it sent any. */
export type Resource<T> = { stage: 'idle' } | { stage: 'loading' } | { stage: 'loaded'; data: T } | { stage: 'failed'; message?: string };

/**
 * A connection's sub-resource (usage, environments, services), asked for the first time its tab
 * opens and kept while the card stays expanded, so going back to a tab does not ask again.
 */
export function useLazyResource<T>(operation: OperationRef, id: string): { resource: Resource<T>; open: () => void } {
  const call = useCallOperation();
  const [resource, setResource] = useState<Resource<T>>({ stage: 'idle' });
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setResource({ stage: 'loading' });
    void call<T>(operation, { path: { id } }).then((result) => {
      if (!mounted.current) return;
      setResource(result.ok && result.data !== undefined ? { stage: 'loaded', data: result.data } : { stage: 'failed', message: result.error?.message });
    });
  }, [call, operation, id]);

  return { resource, open };
}
