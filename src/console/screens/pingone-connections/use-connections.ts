import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { cardViewReducer, initialCardViewState } from '../../runtime/cards/card-view-state';
import { useMessages } from '../../runtime/messages/messages-context';
import { sortConnections, toggledConnection } from './connection-model';
import type { PingOneConnection, PingOneConnections } from './connection-types';

/**
 * The page's one view (SPEC 4: loading, list, create, edit) and what the list does: load, toggle
 * (a PUT that stays in the list), delete (loading, then the list; refused while in use). An account
 * without the Administrator role is never asked for data: the server would answer 403.
 */
export function useConnections() {
  const call = useCallOperation();
  const { show } = useMessages();
  const allowed = useAccess().mayCall(operations.getPingOneConnections);
  const [state, dispatch] = useReducer(cardViewReducer, initialCardViewState);
  const [refused, setRefused] = useState(!allowed);
  const [inUse, setInUse] = useState(false);
  // Only the newest load may set the list: a slow answer never overwrites a newer one.
  const latest = useRef(0);

  /** `quietly`: the list stays on screen (and its cards keep their state) while it reloads. */
  const load = useCallback(
    async (quietly = false) => {
      const ticket = ++latest.current;
      if (!quietly) dispatch({ type: 'loading' });
      const result = await call<PingOneConnections>(operations.getPingOneConnections);
      if (ticket !== latest.current) return;
      if (result.ok) dispatch({ type: 'loaded', items: result.data?.items ?? [] });
      else {
        if (result.status === 403) setRefused(true);
        dispatch({ type: 'loadFailed' });
      }
    },
    [call],
  );

  useEffect(() => {
    if (!allowed) return;
    void load();
    return () => {
      latest.current++;
    };
  }, [allowed, load]);

  const toggle = useCallback(
    async (connection: PingOneConnection) => {
      const result = await call(operations.updatePingOneConnection, { path: { id: String(connection.id) }, body: toggledConnection(connection) });
      if (!result.ok) show('error', result.error?.validationErrors?.[0]?.message || result.error?.message || t('pingOne.toggle.failed'));
      await load(true);
    },
    [call, show, load],
  );

  const remove = useCallback(
    async (connection: PingOneConnection) => {
      dispatch({ type: 'loading' });
      const result = await call(operations.deletePingOneConnection, { path: { id: String(connection.id) } });
      // The contract's only refusal of a delete with a well-formed request is 422: the connection is in use.
      if (result.status === 422) setInUse(true);
      else if (!result.ok) show('error', result.error?.message || t('pingOne.delete.failed'));
      await load();
    },
    [call, show, load],
  );

  return {
    view: state.view,
    connections: sortConnections(state.items as PingOneConnection[]),
    editing: state.editing as PingOneConnection | undefined,
    loadFailed: state.loadFailed,
    refused,
    inUse,
    dismissInUse: () => setInUse(false),
    create: () => dispatch({ type: 'create' }),
    edit: (connection: PingOneConnection) => dispatch({ type: 'edit', item: connection }),
    backToList: () => dispatch({ type: 'backToList' }),
    saved: () => void load(),
    toggle,
    remove,
  };
}
