import { useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { components } from '../../../../generated/api-types.gen';
import { useCallOperation } from '../../runtime/api/api-context';
import type { ServerErrorBody } from '../../runtime/errors/server-errors';

export type PolicyRulesEditor = components['schemas']['PolicyRulesEditor'];

export type RulesLoad = { state: 'loading' } | { state: 'failed'; error?: ServerErrorBody } | { state: 'loaded'; editor: PolicyRulesEditor };

/** GET /internal/policyRules/{nodeId}: the node's rule set with the sources and conditions to edit it with. */
export function usePolicyRules(nodeId: string): RulesLoad {
  const call = useCallOperation();
  const [load, setLoad] = useState<RulesLoad>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    void call<PolicyRulesEditor>(operations.getPolicyRules, { path: { nodeId } }).then((result) => {
      if (!current) return;
      setLoad(result.ok && result.data ? { state: 'loaded', editor: result.data } : { state: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [call, nodeId]);
  return load;
}
