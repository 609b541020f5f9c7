/**
 * The cluster operations, answered from the server's ClusterView: /cluster/* (403 not_clustered
 * on a standalone server) and the console frame's /internal/nodes, replicationInfo,
 * synchronizationInfo, activePassiveConsoleInfo and clientStorage.
 */
import { ApiError, apiResult } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { Handler, ServerContext } from '../../kernel/handler-types';
import type { ClusterView } from '../../services/cluster-view';
import { CLUSTER_SETTINGS_KEY, getClusterSettings, putClusterSettings } from './cluster-settings';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

export const MULTIPLE_ADMIN_NODES_NOT_ENABLED = 'Multiple admin console nodes are not enabled on this server.';
export const NOT_CLUSTERED_MESSAGE = 'This server is not deployed in clustered mode.';
export const REPLICATION_STARTED_MESSAGE = 'Cluster nodes notified of new configuration.';

/** The server's cluster view, refusing with 403 when it runs standalone. */
function clustered({ server }: { server: ServerContext }): ClusterView {
  if (!server.cluster.clustered) throw new ApiError(403, apiResult('not_clustered', NOT_CLUSTERED_MESSAGE));
  return server.cluster;
}

const getNodes: Handler<'getNodes'> = async ({ server }) => ({ status: 200, body: { items: await server.cluster.nodes() } });
const getReplicationInfo: Handler<'getReplicationInfo'> = async ({ server }) => ({ status: 200, body: await server.cluster.replicationInfo() });
const getSynchronizationInfo: Handler<'getSynchronizationInfo'> = async ({ server }) => ({ status: 200, body: await server.cluster.synchronizationInfo() });
const getActivePassiveConsoleInfo: Handler<'getActivePassiveConsoleInfo'> = async ({ server }) => ({
  status: 200,
  body: await server.cluster.activePassiveConsoleInfo(),
});
const getClientStorage: Handler<'getClientStorage'> = async ({ server }) => ({ status: 200, body: server.cluster.clientStorage() });
const getClusterStatus: Handler<'getClusterStatus'> = async (context) => ({ status: 200, body: await clustered(context).status() });
const getClusterAdminNodeStatus: Handler<'getClusterAdminNodeStatus'> = async (context) => ({ status: 200, body: await clustered(context).adminConsoleInfo() });

const CLUSTER_SETTINGS = { settings: CLUSTER_SETTINGS_KEY };

const getClusterSettingsHandler: Handler<'getClusterSettings'> = async (context) => {
  clustered(context);
  const { store } = context.server;
  return { status: 200, ...(await versionedRead(store, CLUSTER_SETTINGS, () => getClusterSettings(store))) };
};

const updateClusterSettings: Handler<'updateClusterSettings'> = async (context) => {
  clustered(context);
  const { store } = context.server;
  return { status: 200, ...(await guardedWrite(store, ifMatchOf(context.request), CLUSTER_SETTINGS, () => getClusterSettings(store), () => putClusterSettings(store, context.body))) };
};

const startReplication: Handler<'startReplication'> = async (context) => {
  await clustered(context).replicate();
  return { status: 200, body: apiResult('replication_started', REPLICATION_STARTED_MESSAGE) };
};

const updateClusterAdminNodeRole: Handler<'updateClusterAdminNodeRole'> = async ({ server }) => {
  if (!(await server.cluster.activePassiveConsoleInfo()).enabled) {
    throw new ApiError(403, apiResult('multiple_admin_nodes_not_enabled', MULTIPLE_ADMIN_NODES_NOT_ENABLED));
  }
  const warnings = await server.cluster.switchToActive();
  return { status: 200, body: warnings.length > 0 ? { warnings } : {} };
};

/** The cluster's handlers; the frame status answers some of them as its parts. */
export const clusterHandlers = {
  getNodes,
  getReplicationInfo,
  getSynchronizationInfo,
  getActivePassiveConsoleInfo,
  getClientStorage,
  getClusterStatus,
  getClusterAdminNodeStatus,
  getClusterSettings: getClusterSettingsHandler,
  updateClusterSettings,
  startReplication,
  updateClusterAdminNodeRole,
} satisfies AreaHandlers;
