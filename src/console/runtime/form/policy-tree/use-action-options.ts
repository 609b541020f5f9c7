import { useEffect, useState } from 'react';
import type { PolicyTreeAction } from '../../../../shared/page-model';
import { useCallOperation } from '../../api/api-context';
import type { Values } from '../../values/paths';
import { toSelectOptions, type SelectOption } from '../select/use-select-options';
import { listItems } from '../../api/list-items';

/** The objects each action type may name (IdP adapters, selectors, …), loaded once for the whole tree; by type. */
export function useActionOptions(actions: readonly PolicyTreeAction[]): Record<string, SelectOption[] | undefined> {
  const call = useCallOperation();
  const [loaded, setLoaded] = useState<Record<string, SelectOption[]>>({});
  useEffect(() => {
    let current = true;
    for (const action of actions) {
      const options = action.options;
      if (!options) continue;
      void call<{ items?: Values[] }>(options.operation).then((result) => {
        if (current) setLoaded((before) => ({ ...before, [action.type]: result.ok ? toSelectOptions(listItems<Values>(result.data), options) : [] }));
      });
    }
    return () => {
      current = false;
    };
  }, [call, actions]);
  return loaded;
}
