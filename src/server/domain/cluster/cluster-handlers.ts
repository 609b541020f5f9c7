/**
 * GET /internal/nodes, /internal/replicationInfo, /internal/synchronizationInfo,
 * /internal/activePassiveConsoleInfo and POST /cluster/adminNode/role/active, from a ClusterView.
 */
import { ApiError, apiResult } from '../../http/api-error';
import type { Handler } from '../../http/handler-types';
import type { ClusterView } from './cluster-view';

export const MULTIPLE_ADMIN_NODES_NOT_ENABLED = 'Multiple admin console nodes are not enabled on this server.';

export function clusterHandlers(cluster: ClusterView): [string, Handler][] {
  return [
    ['getNodes', async () => ({ status: 200, body: { items: await cluster.nodes() } })],
    ['getReplicationInfo', async () => ({ status: 200, body: await cluster.replicationInfo() })],
    ['getSynchronizationInfo', async () => ({ status: 200, body: await cluster.synchronizationInfo() })],
    ['getActivePassiveConsoleInfo', async () => ({ status: 200, body: await cluster.activePassiveConsoleInfo() })],
    [
      'updateClusterAdminNodeRole',
      async () => {
        if (!(await cluster.activePassiveConsoleInfo()).enabled) {
          throw new ApiError(403, apiResult('multiple_admin_nodes_not_enabled', MULTIPLE_ADMIN_NODES_NOT_ENABLED));
        }
        const warnings = await cluster.switchToActive();
        return { status: 200, body: warnings.length > 0 ? { warnings } : {} };
      },
    ],
  ];
}
