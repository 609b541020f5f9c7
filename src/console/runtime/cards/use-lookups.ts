import { useEffect, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { useCallOperation } from '../api/api-context';
import { toSelectOptions, type SelectOption } from '../form/select/use-select-options';
import type { Values } from '../values/paths';
import { listItems } from '../api/list-items';

/** Options of the select fields that card details or table columns look up, by field name (loaded once per page). */
export function useLookups(page: PageDefinition): Record<string, SelectOption[]> {
  const call = useCallOperation();
  const [lookups, setLookups] = useState<Record<string, SelectOption[]>>({});
  useEffect(() => {
    let current = true;
    const fields = [...(page.card?.details ?? []), ...(page.table?.columns ?? [])]
      .filter((shown) => shown.lookup)
      .map((shown) => page.fields.find((field) => field.name === shown.field))
      .filter((field) => field?.options !== undefined);
    for (const field of fields) {
      void call<{ items?: Values[] }>(field!.options!.operation).then((result) => {
        if (current && result.ok) setLookups((loaded) => ({ ...loaded, [field!.name]: toSelectOptions(listItems<Values>(result.data), field!.options!) }));
      });
    }
    return () => {
      current = false;
    };
  }, [call, page]);
  return lookups;
}
