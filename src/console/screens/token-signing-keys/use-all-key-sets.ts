import { useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import type { KeySet } from './key-set-types';

/**
 * Every key set, read when the popup or the form opens: their checks need the whole collection
 * (a name or ID in use; a virtual issuer is served by one key set only), while the list pages.
 * undefined until read; a failed read gives none (the server still refuses a taken name on save).
 */
export function useAllKeySets(wanted: boolean): readonly KeySet[] | undefined {
  const call = useCallOperation();
  const [all, setAll] = useState<readonly KeySet[]>();
  useEffect(() => {
    if (!wanted) return setAll(undefined);
    let current = true;
    void callTyped(call, operations.getKeySets).then((result) => {
      if (current) setAll(result.ok ? (result.data?.items ?? []) : []);
    });
    return () => {
      current = false;
    };
  }, [call, wanted]);
  return all;
}
