/**
 * What this server knows about its cluster. Handlers ask a ClusterView and never assume
 * standalone: `standaloneCluster` answers for a server on its own, `clusteredView`
 * (src/server/cluster/clustered-view.ts) for a node sharing a database with others.
 */
import type { components } from '../../../generated/api-types.gen';

type Schemas = components['schemas'];
export type ClusterNodeSummary = Schemas['ClusterNodeSummary'];
export type ClusterStatus = Schemas['ClusterStatus'];
export type ClusterNode = Schemas['ClusterNode'];
export type AdminConsoleInfo = Schemas['AdminConsoleInfo'];
export type ReplicationInfo = Schemas['ReplicationInfo'];
export type SynchronizationInfo = Schemas['SynchronizationInfo'];
export type ActivePassiveConsoleInfo = Schemas['ActivePassiveConsoleInfo'];
export type ClientStorage = Schemas['ClientStorage'];

export interface ClusterView {
  /** Whether this server is one node of a cluster. */
  readonly clustered: boolean;
  /** The cluster's nodes; empty for a standalone server (there is no cluster to show). */
  nodes(): Promise<ClusterNodeSummary[]>;
  /** GET /cluster/status; only called when `clustered`. */
  status(): Promise<ClusterStatus>;
  /** This console's role and synchronization; only called when `clustered`. */
  adminConsoleInfo(): Promise<AdminConsoleInfo>;
  replicationInfo(): Promise<ReplicationInfo>;
  synchronizationInfo(): Promise<SynchronizationInfo>;
  activePassiveConsoleInfo(): Promise<ActivePassiveConsoleInfo>;
  /** Read from the shared database on each call: a switch made on another node counts at once. */
  isPassiveConsole(): Promise<boolean>;
  /**
   * Makes this node the active admin console; answers the warnings met on the way. Only called
   * when activePassiveConsoleInfo().enabled is true.
   */
  switchToActive(): Promise<string[]>;
  /** Publishes the current configuration to the engines; only called when `clustered`. */
  replicate(): Promise<void>;
  clientStorage(): ClientStorage;
}

/**
 * OAuth clients are kept with the rest of the configuration in the store, so they are part of
 * what is replicated: the equivalent of PingFederate's XML client storage.
 */
export const CLIENT_STORAGE: ClientStorage = Object.freeze({ isXmlClientStorage: true });

const notClustered = () => {
  throw new Error('A standalone server is not part of a cluster.');
};

/** A server running on its own: no other nodes, nothing to replicate, one admin console. */
export function standaloneCluster(): ClusterView {
  return {
    clustered: false,
    nodes: async () => [],
    status: async () => notClustered(),
    adminConsoleInfo: async () => notClustered(),
    replicationInfo: async () => ({ replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: [] }),
    synchronizationInfo: async () => ({ isPassiveAdminNode: false, isMultipleAdminNodesEnabled: false }),
    activePassiveConsoleInfo: async () => ({ enabled: false }),
    isPassiveConsole: async () => false,
    switchToActive: async () => notClustered(),
    replicate: async () => notClustered(),
    clientStorage: () => CLIENT_STORAGE,
  };
}
