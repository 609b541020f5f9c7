import { useCallback, useEffect, useReducer, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { cardViewReducer, initialCardViewState, sortItems, type Item } from '../../runtime/cards/card-view-state';
import { useMessages } from '../../runtime/messages/messages-context';
import type { KeySetStart } from './key-set-draft';
import type { KeySet, OAuthOidcKeysSettings, VirtualIssuer } from './key-set-types';

/** What the list shows besides the key sets: the virtual issuers' names and whether static keys are on. */
export interface KeySetsContext {
  issuers: VirtualIssuer[];
  /** undefined while unknown (not loaded): no warning then. */
  staticKeysEnabled?: boolean;
}

/**
 * The screen's state (SPEC 4: list, create, edit, loading) and its calls. An account the server
 * refuses (no crypto role) is told so without asking, or when the server answers 403 after all.
 */
export function useKeySets() {
  const call = useCallOperation();
  const { show } = useMessages();
  const allowed = useAccess().mayCall(operations.getKeySets);
  const [state, dispatch] = useReducer(cardViewReducer, initialCardViewState);
  const [refused, setRefused] = useState(!allowed);
  const [context, setContext] = useState<KeySetsContext>({ issuers: [] });
  const [start, setStart] = useState<KeySetStart>();

  const load = useCallback(async () => {
    dispatch({ type: 'loading' });
    const [keySets, settings, issuers] = await Promise.all([
      call<{ items?: KeySet[] }>(operations.getKeySets),
      call<OAuthOidcKeysSettings>(operations.getOauthOidcKeysSettings),
      call<{ items?: VirtualIssuer[] }>(operations.getOauthIssuers),
    ]);
    if (keySets.status === 403) return setRefused(true);
    setContext({ issuers: issuers.ok ? (issuers.data?.items ?? []) : [], staticKeysEnabled: settings.ok ? settings.data?.staticJwksEnabled : undefined });
    if (keySets.ok) dispatch({ type: 'loaded', items: (keySets.data?.items ?? []) as Item[] });
    else dispatch({ type: 'loadFailed' });
  }, [call]);

  useEffect(() => {
    if (allowed) void load();
  }, [allowed, load]);

  const remove = useCallback(
    async (keySet: KeySet) => {
      dispatch({ type: 'loading' });
      const result = await call(operations.deleteKeySet, { path: { id: String(keySet.id) } });
      show(result.ok ? 'success' : 'error', result.ok ? t('tsk.deleted') : result.error?.message || t('tsk.deleteFailed'));
      await load();
    },
    [call, show, load],
  );

  const create = useCallback((values: KeySetStart) => {
    setStart(values);
    dispatch({ type: 'create' });
  }, []);

  return {
    refused,
    view: state.view,
    loadFailed: state.loadFailed,
    keySets: sortItems(state.items, 'name') as KeySet[],
    editing: state.editing as KeySet | undefined,
    start,
    context,
    create,
    edit: (keySet: KeySet) => dispatch({ type: 'edit', item: keySet as Item }),
    // Back in the list, it is read again (as after a save): another administrator may have changed
    // key sets meanwhile, and the popup's name check and the free issuers rely on the list.
    backToList: () => void load(),
    saved: () => void load(),
    remove,
  };
}
