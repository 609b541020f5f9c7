import { useEffect, useState } from 'react';
import type { SelectOptions, ValueCondition } from '../../../../shared/page-model';
import { useAccess } from '../../access/page-access';
import { useCallOperation } from '../../api/api-context';
import { fillTemplate, getPath, type Values } from '../../values/paths';
import { listItems } from '../../api/list-items';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options from a list operation's items: value property and label template ("{name} ({id})"). */
export function toSelectOptions(items: readonly Values[], options: Pick<SelectOptions, 'value' | 'label'>): SelectOption[] {
  return items.map((item) => ({ value: String(getPath(item, options.value) ?? ''), label: fillTemplate(options.label, item) }));
}

/** The items a select or picker offers: with `where` (the page's reference restricts its target), only those whose property has one of its values. */
export function offeredItems(items: readonly Values[], where: ValueCondition | undefined): Values[] {
  return where ? items.filter((item) => where.in.some((value) => value === getPath(item, where.field))) : [...items];
}

/** Case-insensitive match anywhere in the label. */
export function filterOptions(options: readonly SelectOption[], search: string): SelectOption[] {
  const needle = search.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : [...options];
}

/**
 * Loads a select field's options once (only the objects its reference may name); undefined while loading. An account whose roles may not
 * read the options (an expression administrator and the signing key pairs) gets none and no
 * refused request: the field shows its stored value.
 */
export function useSelectOptions(options: SelectOptions | undefined): SelectOption[] | undefined {
  const call = useCallOperation();
  const readable = useAccess().mayRead(options?.operation);
  const [loaded, setLoaded] = useState<SelectOption[]>();
  useEffect(() => {
    if (!options) return;
    if (!readable) return setLoaded([]);
    let current = true;
    void call<{ items?: Values[] }>(options.operation).then((result) => {
      if (current) setLoaded(result.ok ? toSelectOptions(offeredItems(listItems<Values>(result.data), options.where), options) : []);
    });
    return () => {
      current = false;
    };
  }, [call, options, readable]);
  return loaded;
}
