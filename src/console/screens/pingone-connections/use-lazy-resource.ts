import { useCallback, useEffect, useRef, useState } from 'react';

/** One answer a card's tab shows; `message` is the server's own words when it sent any. */
export type Resource<T> = { stage: 'idle' } | { stage: 'loading' } | { stage: 'loaded'; data: T } | { stage: 'failed'; message?: string };

/**
 * A connection's sub-resource (usage, environments, services), asked for the first time its tab
 * opens and kept while the card stays expanded, so going back to a tab does not ask again. `load`
 * reads it (a callTyped call, so its type comes from the contract).
 */
export function useLazyResource<T>(load: () => Promise<{ ok: boolean; data?: T; error?: { message?: string } }>): { resource: Resource<T>; open: () => void } {
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
    void load().then((result) => {
      if (!mounted.current) return;
      setResource(result.ok && result.data !== undefined ? { stage: 'loaded', data: result.data } : { stage: 'failed', message: result.error?.message });
    });
  }, [load]);

  return { resource, open };
}
