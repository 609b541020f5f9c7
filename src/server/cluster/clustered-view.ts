/**
 * The ClusterView of a node sharing the database with others: everything is read from
 * cluster_nodes and the configuration state on each call, so what one node changes (a role
 * switch, a replication) is what every node reports at once.
 */
import type { ActivePassiveConsoleInfo, ClusterView, SynchronizationInfo } from '../services/cluster-view';
import { CLIENT_STORAGE } from '../services/cluster-view';
import type { Store } from '../store/store';
import { adminConsoleInfoOf, clusterStatus, inContact, nodeSummary, replicationInfo, type ClusterPicture } from './cluster-picture';
import { MISSED_HEARTBEATS_OUT_OF_CONTACT } from './node-options';
import { getNode, listNodes, switchToActive, type NodeRow } from './node-queries';
import type { NodeRegistry } from './node-registry';
import { notifyReplicated } from './replication-channel';

export function clusteredView(registry: NodeRegistry, store: Store, now: () => number): ClusterView {
  const { pool, identity } = registry;
  const { nodeId, heartbeatMs } = identity;

  const picture = async (): Promise<ClusterPicture> => {
    const [rows, state] = await Promise.all([listNodes(pool), store.getConfigurationState()]);
    return { rows, state, now: now(), heartbeatMs };
  };
  const ownRow = async (): Promise<NodeRow> => {
    const row = await getNode(pool, nodeId);
    if (!row) throw new Error('This node is not registered in the cluster.');
    return row;
  };
  // The console synchronizes on every heartbeat: the interval in whole seconds (at least 1).
  const synchronizationIntervalSecs = Math.max(1, Math.round(heartbeatMs / 1000));
  const synchronizationWarningSecs = MISSED_HEARTBEATS_OUT_OF_CONTACT * synchronizationIntervalSecs;

  /**
   * A passive console's own last successful synchronization; on the active console the oldest
   * one among the passive consoles in contact (its own when there are none).
   */
  const lastSuccessfulSync = async (): Promise<number | undefined> => {
    const current = await picture();
    const own = current.rows.find((row) => row.nodeId === nodeId);
    if (!own || own.consoleRole !== 'ACTIVE') return own?.syncAt ?? undefined;
    const passive = current.rows.filter((row) => row.consoleRole === 'PASSIVE' && inContact(current, row));
    if (passive.length === 0) return own.syncAt ?? undefined;
    return passive.some((row) => row.syncAt === null) ? undefined : Math.min(...passive.map((row) => row.syncAt as number));
  };
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
  const isConsole = identity.mode === 'CLUSTERED_CONSOLE';

  return {
    clustered: true,
    nodes: async () => {
      const current = await picture();
      return current.rows.map((row) => nodeSummary(current, row));
    },
    status: async () => {
      const current = await picture();
      return clusterStatus(current, (await ownRow()).index);
    },
    adminConsoleInfo: async () => adminConsoleInfoOf(await ownRow()) ?? { configSyncStatus: 'NONE' },
    replicationInfo: async () => replicationInfo(await picture()),
    synchronizationInfo: async (): Promise<SynchronizationInfo> => {
      if (!isConsole) return { isPassiveAdminNode: false, isMultipleAdminNodesEnabled: false };
      const [row, lastSync] = await Promise.all([ownRow(), lastSuccessfulSync()]);
      const time = iso(lastSync);
      return {
        isPassiveAdminNode: row.consoleRole === 'PASSIVE',
        isMultipleAdminNodesEnabled: true,
        synchronizationWarningSecs,
        ...(time ? { activeNodeLastSuccessfulSyncTime: time } : {}),
      };
    },
    activePassiveConsoleInfo: async (): Promise<ActivePassiveConsoleInfo> => {
      if (!isConsole) return { enabled: false };
      const [row, lastSync] = await Promise.all([ownRow(), lastSuccessfulSync()]);
      const time = iso(lastSync);
      return {
        enabled: true,
        ...(row.consoleRole ? { role: row.consoleRole } : {}),
        synchronizationIntervalSecs,
        synchronizationWarningSecs,
        ...(time ? { activeNodeLastSuccessfulSyncTime: time } : {}),
      };
    },
    isPassiveConsole: async () => isConsole && (await ownRow()).consoleRole === 'PASSIVE',
    switchToActive: async () => {
      if (!(await switchToActive(pool, nodeId, now()))) throw new Error('This node is not a registered admin console.');
      return [];
    },
    replicate: async () => {
      const state = await store.transaction((tx) => tx.publishConfiguration(now()));
      await notifyReplicated(pool, state.replicatedVersion);
    },
    clientStorage: () => CLIENT_STORAGE,
  };
}
