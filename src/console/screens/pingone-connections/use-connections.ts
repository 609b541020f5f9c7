import { useCallback } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import type { CollectionState } from '../../runtime/collection/collection-state';
import { useCollection } from '../../runtime/collection/use-collection';
import { useConfirmedDelete } from '../../runtime/collection/use-confirmed-delete';
import { rowBase } from '../../runtime/versions/row-change';
import { useMessages } from '../../runtime/messages/messages-context';
import { useFormAddress } from '../../runtime/ui/use-form-address';
import { toggledConnection } from './connection-model';
import type { PingOneConnection } from './connection-types';

/** Connections per page, asked of the server as the list scrolls. */
export const CONNECTIONS_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The page's one view (SPEC 4: loading, list, create, edit) and what the list does: load a page at
 * a time (server-side search and sort of the names), toggle (a PUT that stays in the list), delete
 * (asked first; loading, then the list; refused while in use). An account without the Administrator role is
 * never asked for data: the server would answer 403.
 */
export function useConnections() {
  const call = useCallOperation();
  const { show } = useMessages();
  const allowed = useAccess().mayCall(operations.getPingOneConnections);
  const { collection, view: state, dispatchView: dispatch, query, dispatchQuery, pages: list } = useCollection(
    allowed ? operations.getPingOneConnections : undefined,
    CONNECTIONS_PAGE_SIZE,
    SEARCH_DEBOUNCE_MS,
  );
  const { reload } = list;

  // The cards stay on screen (and keep their state) while the list reloads after a toggle.
  const toggle = useCallback(
    async (connection: PingOneConnection) => {
      const path = { id: String(connection.id) };
      const base = await rowBase(call, operations.getPingOneConnection, path, connection, 'active');
      if (base.state !== 'current') {
        show('error', t('conflict.rowChanged', { name: connection.name }));
        return reload();
      }
      const result = await callTyped(call, operations.updatePingOneConnection, { path, body: toggledConnection(base.doc as PingOneConnection), ...(base.version ? { ifMatch: base.version } : {}) });
      if (!result.ok) show('error', result.error?.validationErrors?.[0]?.message || result.error?.message || t('pingOne.toggle.failed'));
      reload();
    },
    [call, show, reload],
  );

  // Loading while the DELETE is on its way, then the list; the contract's only refusal of a
  // well-formed delete is 422: the connection is in use (a dialog says so, not a message).
  const deletion = useConfirmedDelete<PingOneConnection>({
    operation: operations.deletePingOneConnection,
    path: (connection) => ({ id: String(connection.id) }),
    read: operations.getPingOneConnection,
    starting: () => dispatch({ type: 'loading' }),
    settled: (outcome) => {
      if (outcome.state === 'failed' && outcome.status !== 422) show('error', outcome.message || t('pingOne.delete.failed'));
      reload();
    },
  });
  const inUse = deletion.state === 'failed' && deletion.status === 422;
  // The add and edit pages have addresses (`<route>/new`, `<route>/<id>`).
  const forms = useFormAddress({ get: operations.getPingOneConnection, key: 'id', create: operations.createPingOneConnection }, state, dispatch, (item) => String(item.id));

  return {
    view: state.view,
    connections: list.items as PingOneConnection[],
    totalItems: list.totalItems,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    loadMore: list.loadMore,
    search: query.search,
    searching: query.filter !== '',
    filter: query.filter,
    sortOrder: query.sortOrder,
    type: (search: string) => dispatchQuery({ type: 'type', search }),
    toggleSort: () => dispatchQuery({ type: 'toggleSort' }),
    editing: state.editing as PingOneConnection | undefined,
    collection: collection as CollectionState<PingOneConnection>,
    refused: !allowed || list.forbidden,
    deletion,
    inUse,
    create: () => forms.openCreate(),
    edit: (connection: PingOneConnection) => forms.openEdit(connection),
    backToList: forms.close,
    saved: () => {
      // The form closes, and the list shows as loading until it is read again.
      forms.close();
      dispatch({ type: 'loading' });
      reload();
    },
    toggle,
  };
}
