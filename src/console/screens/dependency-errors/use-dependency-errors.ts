import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../../../generated/api-types.gen';
import { operations } from '../../../../generated/operations.gen';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';

export type DependencyError = components['schemas']['DependencyError'];

export type DependencyErrorsState = { status: 'loading' } | { status: 'failed'; message?: string } | { status: 'loaded'; items: DependencyError[] };

/** GET /internal/dependencyErrors, read again by `reload` (after fixing an object elsewhere). */
export function useDependencyErrors(): { state: DependencyErrorsState; reload: () => void } {
  const call = useCallOperation();
  const [state, setState] = useState<DependencyErrorsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void callTyped(call, operations.getDependencyErrors).then((answer) => {
      if (!current) return;
      setState(answer.ok ? { status: 'loaded', items: answer.data.items } : { status: 'failed', message: answer.error?.message });
    });
    return () => {
      current = false;
    };
  }, [call, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { state, reload };
}
