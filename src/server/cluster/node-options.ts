/**
 * How a server takes part in a cluster (--node-mode, --node-tags, --node-group, --heartbeat-ms).
 * STANDALONE is the default and the only mode without a shared database.
 */
export const NODE_MODES = ['STANDALONE', 'CLUSTERED_CONSOLE', 'CLUSTERED_ENGINE'] as const;
export type NodeMode = (typeof NODE_MODES)[number];
export type ClusteredMode = Exclude<NodeMode, 'STANDALONE'>;

export const DEFAULT_HEARTBEAT_MS = 5000;
/** A node that missed this many heartbeats is out of contact. */
export const MISSED_HEARTBEATS_OUT_OF_CONTACT = 3;

export interface NodeOptions {
  mode: NodeMode;
  /** Comma-separated node tags (engines), shown as given. */
  tags?: string;
  group?: string;
  /** How often the node reports to the cluster; default DEFAULT_HEARTBEAT_MS. */
  heartbeatMs?: number;
}

export function isClusteredMode(mode: NodeMode | undefined): mode is ClusteredMode {
  return mode === 'CLUSTERED_CONSOLE' || mode === 'CLUSTERED_ENGINE';
}
