import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../../../generated/api-types.gen';
import { operations } from '../../../../generated/operations.gen';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';

export type PingOneForEnterpriseSettings = components['schemas']['PingOneForEnterpriseSettings'];

export type EnterpriseState =
  | { status: 'loading' }
  /** The account may not read the settings: nothing is asked of the server. */
  | { status: 'noAccess' }
  | { status: 'notConnected' }
  | { status: 'failed'; message?: string }
  | { status: 'loaded'; settings: PingOneForEnterpriseSettings };

/** GET /pingOneForEnterprise as a state: a 403 not_connected is "not connected", not a failure. */
export function usePingOneEnterprise(): { state: EnterpriseState; set: (settings: PingOneForEnterpriseSettings) => void } {
  const call = useCallOperation();
  const mayRead = useAccess().mayRead(operations.getPingOneForEnterpriseSettings);
  const [state, setState] = useState<EnterpriseState>({ status: mayRead ? 'loading' : 'noAccess' });
  useEffect(() => {
    if (!mayRead) return setState({ status: 'noAccess' });
    let current = true;
    void callTyped(call, operations.getPingOneForEnterpriseSettings).then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data) setState({ status: 'loaded', settings: answer.data });
      else if (answer.status === 403 && answer.error?.resultId === 'not_connected') setState({ status: 'notConnected' });
      else setState({ status: 'failed', message: answer.error?.message });
    });
    return () => {
      current = false;
    };
  }, [call, mayRead]);
  const set = useCallback((settings: PingOneForEnterpriseSettings) => setState({ status: 'loaded', settings }), []);
  return { state, set };
}
