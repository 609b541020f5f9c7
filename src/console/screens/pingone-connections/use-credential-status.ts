import { useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import type { CredentialCheck } from './connection-status';

/** The card's credential status (SPEC 4), asked once per card; a failed call leaves it unknown. */
export function useCredentialStatus(id: string): CredentialCheck {
  const call = useCallOperation();
  const [check, setCheck] = useState<CredentialCheck>({ stage: 'checking' });
  useEffect(() => {
    let current = true;
    setCheck({ stage: 'checking' });
    void callTyped(call, operations.getCredentialStatus, { path: { id } }).then((result) => {
      if (current) setCheck({ stage: 'checked', status: result.ok ? result.data?.pingOneCredentialStatus : undefined });
    });
    return () => {
      current = false;
    };
  }, [call, id]);
  return check;
}
