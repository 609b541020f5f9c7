import { useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { components } from '../../../../generated/api-types.gen';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import type { ServerErrorBody } from '../../runtime/errors/server-errors';

export type PolicyRuleSources = components['schemas']['PolicyRuleSources'];

export type SourcesLoad = { state: 'loading' } | { state: 'failed'; error?: ServerErrorBody } | { state: 'loaded'; sources: PolicyRuleSources };

/** GET /internal/policyRuleSources: the sources a node's rules may test (the adapters on its path, then the context) and the condition types. */
export function useRuleSources(adapterIds: readonly string[]): SourcesLoad {
  const call = useCallOperation();
  const [load, setLoad] = useState<SourcesLoad>({ state: 'loading' });
  const key = adapterIds.join('\n');
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    const adapterId = key === '' ? [] : key.split('\n');
    void callTyped(call, operations.getPolicyRuleSources, { query: { adapterId } }).then((result) => {
      if (!current) return;
      setLoad(result.ok && result.data ? { state: 'loaded', sources: result.data } : { state: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [call, key]);
  return load;
}
