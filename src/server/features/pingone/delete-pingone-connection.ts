/** DELETE /pingOneConnections/{id}: refused while a plugin uses the connection; its credential goes with it. */
import { ApiError, apiResult } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import { loadConnection, PINGONE_CONNECTIONS, present, secretOwner } from './pingone-connections';
import { pluginsUsing } from './plugin-usage';
import { guardedWrite, ifMatchOf } from '../../kernel/versioned-writes';

export const CONNECTION_IN_USE_MESSAGE = 'Cannot delete this connection as it is currently in use.';

export const deletePingOneConnection: Handler<'deletePingOneConnection'> = async ({ server, params, request }) => {
  const current = async () => present(server, await loadConnection(server.store, params.id));
  await guardedWrite(server.store, ifMatchOf(request), { namespace: PINGONE_CONNECTIONS, id: params.id }, current, () => server.store.transaction(async (tx) => {
    await loadConnection(tx, params.id);
    if ((await pluginsUsing(tx, params.id)).length > 0) throw new ApiError(422, apiResult('resource_in_use', CONNECTION_IN_USE_MESSAGE));
    await tx.deleteItem(PINGONE_CONNECTIONS, params.id);
    await tx.deleteSecrets(secretOwner(params.id));
  }));
  return { status: 204 };
};
