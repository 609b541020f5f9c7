/**
 * What this server knows about its cluster. Handlers ask a ClusterView and never assume
 * standalone, so a clustered implementation (nodes sharing one database) can replace
 * `standaloneCluster` without touching them.
 */
import type { components } from '../../../../generated/api-types.gen';

type Schemas = components['schemas'];
export type ClusterNodeSummary = Schemas['ClusterNodeSummary'];
export type ReplicationInfo = Schemas['ReplicationInfo'];
export type SynchronizationInfo = Schemas['SynchronizationInfo'];
export type ActivePassiveConsoleInfo = Schemas['ActivePassiveConsoleInfo'];

export interface ClusterView {
  /** Whether this server is one node of a cluster. */
  readonly clustered: boolean;
  /** The cluster's nodes; empty for a standalone server (there is no cluster to show). */
  nodes(): Promise<ClusterNodeSummary[]>;
  replicationInfo(): Promise<ReplicationInfo>;
  synchronizationInfo(): Promise<SynchronizationInfo>;
  activePassiveConsoleInfo(): Promise<ActivePassiveConsoleInfo>;
  /**
   * Makes this node the active admin console; answers the warnings met on the way. Only called
   * when activePassiveConsoleInfo().enabled is true.
   */
  switchToActive(): Promise<string[]>;
}

/** A server running on its own: no other nodes, nothing to replicate, one admin console. */
export function standaloneCluster(): ClusterView {
  return {
    clustered: false,
    nodes: async () => [],
    replicationInfo: async () => ({ replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: [] }),
    synchronizationInfo: async () => ({ isPassiveAdminNode: false, isMultipleAdminNodesEnabled: false }),
    activePassiveConsoleInfo: async () => ({ enabled: false }),
    switchToActive: async () => {
      throw new Error('A standalone server has no admin console roles.');
    },
  };
}
