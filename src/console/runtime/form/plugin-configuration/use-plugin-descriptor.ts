import { useEffect, useState } from 'react';
import type { OperationRef } from '../../../../shared/page-model';
import type { PluginDescriptor } from '../../../../shared/plugin-configuration';
import { useCallOperation } from '../../api/api-context';
import { objectPath } from '../../api/operation-caller';

export type DescriptorState = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; descriptor: PluginDescriptor };

/** The descriptor of the chosen plugin type, loaded when the type changes (none without an operation: not a plugin page). */
export function usePluginDescriptor(operation: OperationRef | undefined, typeId: string | undefined): DescriptorState {
  const call = useCallOperation();
  const [state, setState] = useState<{ id?: string; value: DescriptorState }>({ value: { status: 'none' } });
  useEffect(() => {
    if (!typeId || !operation) return;
    let current = true;
    setState({ id: typeId, value: { status: 'loading' } });
    void call<PluginDescriptor>(operation, { path: objectPath(operation, 'id', typeId) }).then((result) => {
      if (current) setState({ id: typeId, value: result.ok && result.data ? { status: 'ready', descriptor: result.data } : { status: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [call, operation, typeId]);
  if (!typeId || !operation) return { status: 'none' };
  return state.id === typeId ? state.value : { status: 'loading' };
}
