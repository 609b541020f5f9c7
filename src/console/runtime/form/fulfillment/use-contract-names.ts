import { useEffect, useState } from 'react';
import { contractNames } from '../../../../shared/fulfillment';
import type { FulfillmentOptions } from '../../../../shared/page-model';
import { useAccess } from '../../access/page-access';
import { useCallOperation } from '../../api/api-context';
import { objectPath } from '../../api/operation-caller';

export type ContractState = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; names: string[] };

/**
 * The attribute names of the contract of the object `key` names (a manager's extended attributes),
 * for a fulfillment whose rows come from another object (keysFrom with an operation),
 * read with the fulfillment's get operation when the key changes; none without a key, failed when
 * the account may not read it or it cannot be read.
 */
export function useContractNames(keysFrom: FulfillmentOptions['keysFrom'] | undefined, key: string | undefined): ContractState {
  const call = useCallOperation();
  const readable = useAccess().mayRead(keysFrom?.operation);
  const [state, setState] = useState<{ key?: string; value: ContractState }>({ value: { status: 'none' } });
  useEffect(() => {
    const operation = keysFrom?.operation;
    if (!keysFrom || !operation || !key) return;
    if (!readable) return setState({ key, value: { status: 'failed' } });
    let current = true;
    setState({ key, value: { status: 'loading' } });
    void call<Record<string, unknown>>(operation, { path: objectPath(operation, 'id', key) }).then((result) => {
      if (current) setState({ key, value: result.ok && result.data ? { status: 'ready', names: contractNames(result.data, keysFrom.names) } : { status: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [call, keysFrom, key, readable]);
  if (!keysFrom || !key) return { status: 'none' };
  return state.key === key ? state.value : { status: 'loading' };
}
