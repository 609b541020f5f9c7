/**
 * Joins the cluster as `mode`: opens the cluster's own pool on the shared database, registers
 * this node (its id from the data directory) and starts its heartbeats.
 */
import type { Store } from '../store/store';
import { SERVER_VERSION } from '../core/product';
import { openClusterPool } from './cluster-pool';
import { loadOrCreateNodeId } from './node-id';
import { DEFAULT_HEARTBEAT_MS, type ClusteredMode, type NodeOptions } from './node-options';
import type { NodeRow } from './node-queries';
import { NodeRegistry, type RegistryLog } from './node-registry';

export interface ClusterNodeSetup {
  dataDir: string;
  databaseUrl: string;
  node: NodeOptions & { mode: ClusteredMode };
  store: Store;
  now: () => number;
  log: RegistryLog;
}

export interface JoinedNode {
  registry: NodeRegistry;
  /** The row as registered (index, console role). */
  registered: NodeRow;
  /** Stops the heartbeats, leaves the cluster (see deregisterNode) and closes the pool. */
  close(): Promise<void>;
}

export async function joinCluster(setup: ClusterNodeSetup): Promise<JoinedNode> {
  const pool = openClusterPool(setup.databaseUrl);
  const registry = new NodeRegistry(
    {
      nodeId: loadOrCreateNodeId(setup.dataDir),
      mode: setup.node.mode,
      version: SERVER_VERSION,
      tags: setup.node.tags,
      group: setup.node.group,
      heartbeatMs: setup.node.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    },
    pool,
    setup.store,
    setup.now,
    setup.log,
  );
  try {
    const registered = await registry.start();
    return {
      registry,
      registered,
      async close() {
        await registry.close();
        await pool.end();
      },
    };
  } catch (error) {
    await registry.close().catch(() => undefined);
    await pool.end();
    throw error;
  }
}
