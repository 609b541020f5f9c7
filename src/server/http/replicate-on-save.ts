/**
 * x-replicate-on-save: after a successful save of a connection or an OAuth client, a clustered
 * active console replicates at once when the cluster setting for that kind is on. The save has
 * succeeded either way: a failed replication is logged and shows as "replication required".
 */
import type { FastifyRequest } from 'fastify';
import type { RouteBinding } from '../../shared/route-binding';
import { getClusterSettings } from '../features/cluster/index';
import type { ServerContext } from '../kernel/handler-types';
import { inJoinedTransaction } from '../store/joined-transactions';

const SETTING = { connections: 'replicateConnectionsOnSave', clients: 'replicateClientsOnSave' } as const;

export async function replicateOnSave(server: ServerContext, binding: RouteBinding, request: FastifyRequest, status: number): Promise<void> {
  // A bulk import's save is not committed yet: the import as a whole is replicated (or not) later.
  if (!binding.replicateOnSave || status >= 400 || !server.cluster.clustered || inJoinedTransaction()) return;
  try {
    const settings = await getClusterSettings(server.store);
    if (settings[SETTING[binding.replicateOnSave]]) await server.cluster.replicate();
  } catch (error) {
    request.log.error({ err: error, operationId: binding.operationId }, 'replicate on save failed');
  }
}
