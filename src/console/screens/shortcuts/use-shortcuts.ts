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
  /** Every shortcut the user may choose, by id. */
  byId: Map<string, Shortcut>;
}

export type ShortcutState = { status: 'loading' } | { status: 'failed' } | ({ status: 'loaded' } & ShortcutData);

/**
 * The dashboard's shortcut data: the user's choice and what can be chosen; saving; and the
 * defaults, asked for only when Restore Default wants them (a dashboard load does not).
 */
export function useShortcuts() {
  const call = useCallOperation();
  const [state, setState] = useState<ShortcutState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.all([callTyped(call, operations.getShortcutPreferences), callTyped(call, operations.getAvailableShortcuts)]).then(([preferences, available]) => {
      if (!current) return;
      if (!preferences.ok || !available.ok) return setState({ status: 'failed' });
      const categories = available.data?.categories ?? [];
      setState({
        status: 'loaded',
        preferred: preferences.data?.shortcuts.items ?? [],
        categories,
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

  const loadDefaults = useCallback(async (): Promise<string[] | undefined> => {
    const defaults = await callTyped(call, operations.getDefaultShortcuts);
    return defaults.ok ? (defaults.data?.items ?? []) : undefined;
  }, [call]);

  return useMemo(() => ({ state, save, loadDefaults }), [state, save, loadDefaults]);
}
