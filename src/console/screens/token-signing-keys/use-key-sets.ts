import { useCallback, useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import type { Item } from '../../runtime/cards/card-view-state';
import type { CollectionState } from '../../runtime/collection/collection-state';
import { useCollection } from '../../runtime/collection/use-collection';
import { useFormAddress } from '../../runtime/ui/use-form-address';
import { useConfirmedDelete } from '../../runtime/collection/use-confirmed-delete';
import { useMessages } from '../../runtime/messages/messages-context';
import type { KeySetStart } from './key-set-draft';
import type { KeySet, VirtualIssuer } from './key-set-types';

/** Key sets per page, asked of the server as the list scrolls. */
export const KEY_SETS_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/** What the list shows besides the key sets: the virtual issuers' names and whether static keys are on. */
export interface KeySetsContext {
  issuers: VirtualIssuer[];
  /** undefined while unknown (not loaded): no warning then. */
  staticKeysEnabled?: boolean;
}

/**
 * The screen's state (SPEC 4: list, create, edit, loading) and its calls: the key sets a page at
 * a time (server-side search and sort of the names). An account the server refuses (no crypto
 * role) is told so without asking, or when the server answers 403 after all.
 */
export function useKeySets() {
  const call = useCallOperation();
  const { show } = useMessages();
  const allowed = useAccess().mayCall(operations.getKeySets);
  const { collection, view: state, dispatchView: dispatch, query, dispatchQuery, pages: list } = useCollection(
    allowed ? operations.getKeySets : undefined,
    KEY_SETS_PAGE_SIZE,
    SEARCH_DEBOUNCE_MS,
  );
  const [context, setContext] = useState<KeySetsContext>({ issuers: [] });
  const { reload } = list;
  // The add and edit pages have addresses (`<route>/new`, `<route>/<id>`); the add page carries what the Add dialog chose.
  const forms = useFormAddress({ get: operations.getKeySet, key: 'id', create: operations.createKeySet }, state, dispatch, (item) => String(item.id));
  const start = state.draft as KeySetStart | undefined;

  const loadContext = useCallback(async () => {
    const [settings, issuers] = await Promise.all([callTyped(call, operations.getOauthOidcKeysSettings), callTyped(call, operations.getOauthIssuers)]);
    setContext({ issuers: issuers.ok ? (issuers.data.items ?? []) : [], staticKeysEnabled: settings.ok ? settings.data.staticJwksEnabled : undefined });
  }, [call]);

  useEffect(() => {
    if (allowed) void loadContext();
  }, [allowed, loadContext]);

  // Back in the list, it is read again (as after a save): another administrator may have changed
  // key sets or issuers meanwhile.
  const backToList = useCallback(() => {
    // The form closes, and the list shows as loading until it is read again.
    forms.close();
    dispatch({ type: 'loading' });
    reload();
    void loadContext();
  }, [reload, loadContext, forms]);

  // Loading while the DELETE is on its way, then the list again.
  const deletion = useConfirmedDelete<KeySet>({
    operation: operations.deleteKeySet,
    path: (keySet) => ({ id: String(keySet.id) }),
    read: operations.getKeySet,
    starting: () => dispatch({ type: 'loading' }),
    settled: (outcome) => {
      show(outcome.state === 'done' ? 'success' : 'error', outcome.state === 'done' ? t('tsk.deleted') : outcome.message || t('tsk.deleteFailed'));
      reload();
    },
  });

  const create = useCallback((values: KeySetStart) => forms.openCreate(values as unknown as Item), [forms]);

  return {
    refused: !allowed || list.forbidden,
    view: state.view,
    collection: collection as CollectionState<KeySet>,
    keySets: list.items as KeySet[],
    pages: list,
    search: query.search,
    filter: query.filter,
    sortOrder: query.sortOrder,
    type: (search: string) => dispatchQuery({ type: 'type', search }),
    toggleSort: () => dispatchQuery({ type: 'toggleSort' }),
    editing: state.editing as KeySet | undefined,
    start,
    context,
    create,
    edit: (keySet: KeySet) => forms.openEdit(keySet as Item),
    backToList,
    saved: backToList,
    deletion,
  };
}
