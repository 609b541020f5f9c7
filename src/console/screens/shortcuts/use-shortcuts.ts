import { useCallback, useEffect, useMemo, useState } from 'react';
import type { components } from '../../../../generated/api-types.gen';
import { operations } from '../../../../generated/operations.gen';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import type { OperationResult } from '../../runtime/api/operation-caller';

export type Shortcut = components['schemas']['Shortcut'];
export type ShortcutCategory = components['schemas']['ShortcutCategory'];
type ShortcutPreferences = components['schemas']['ShortcutPreferences'];

export interface ShortcutData {
  /** The user's shortcuts in their order (ids). */
  preferred: string[];
  categories: ShortcutCategory[];
  defaults: string[];
  /** Every shortcut the user may choose, by id. */
  byId: Map<string, Shortcut>;
}

export type ShortcutState = { status: 'loading' } | { status: 'failed' } | ({ status: 'loaded' } & ShortcutData);

/** The dashboard's shortcut data: the user's choice, what can be chosen, the defaults; and saving. */
export function useShortcuts() {
  const call = useCallOperation();
  const [state, setState] = useState<ShortcutState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.all([
      callTyped(call, operations.getShortcutPreferences),
      callTyped(call, operations.getAvailableShortcuts),
      callTyped(call, operations.getDefaultShortcuts),
    ]).then(([preferences, available, defaults]) => {
      if (!current) return;
      if (!preferences.ok || !available.ok || !defaults.ok) return setState({ status: 'failed' });
      const categories = available.data?.categories ?? [];
      setState({
        status: 'loaded',
        preferred: preferences.data?.shortcuts.items ?? [],
        categories,
        defaults: defaults.data?.items ?? [],
        byId: new Map(categories.flatMap((category) => category.items.map((item) => [item.id, item] as const))),
      });
    });
    return () => {
      current = false;
    };
  }, [call]);

  const save = useCallback(
    async (items: string[]): Promise<OperationResult<ShortcutPreferences>> => {
      const result = await callTyped(call, operations.updateShortcutPreferences, { body: { shortcuts: { items } } });
      if (result.ok) {
        const saved = result.data?.shortcuts.items ?? items;
        setState((previous) => (previous.status === 'loaded' ? { ...previous, preferred: saved } : previous));
      }
      return result;
    },
    [call],
  );

  return useMemo(() => ({ state, save }), [state, save]);
}
