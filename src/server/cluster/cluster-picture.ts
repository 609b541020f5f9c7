/**
 * The cluster as the API reports it, derived from the node rows and the configuration state at
 * one moment: who is in contact, which engines are out of date or failed, whether replication
 * is required (SPEC §4), and the PingFederate shapes built from that.
 */
import type {
  AdminConsoleInfo,
  ClusterNode,
  ClusterNodeSummary,
  ClusterStatus,
  ReplicationInfo,
} from '../services/cluster-view';
import type { ConfigurationState } from '../store/store';
import { MISSED_HEARTBEATS_OUT_OF_CONTACT } from './node-options';
import type { NodeRow } from './node-queries';

export type ReportedReplicationStatus = NonNullable<ClusterNode['replicationStatus']>;

export interface ClusterPicture {
  rows: NodeRow[];
  state: ConfigurationState;
  now: number;
  heartbeatMs: number;
}

const iso = (ms: number | null | undefined): string | undefined => (ms === null || ms === undefined ? undefined : new Date(ms).toISOString());

/** Missed 3 heartbeats: more than 3 intervals since the last one. */
export function inContact(picture: ClusterPicture, row: NodeRow): boolean {
  return picture.now - row.lastHeartbeatAt <= MISSED_HEARTBEATS_OUT_OF_CONTACT * picture.heartbeatMs;
}

/**
 * An engine's own status, except that one whose last retrieval succeeded but is behind the
 * replicated version is OUT_OF_DATE. FAILED stays FAILED (it is behind by nature, and the more
 * useful thing to say). Consoles hold the configuration itself: no status.
 */
export function reportedReplicationStatus(picture: ClusterPicture, row: NodeRow): ReportedReplicationStatus | undefined {
  if (row.mode !== 'CLUSTERED_ENGINE' || row.replicationStatus === null) return undefined;
  if (row.replicationStatus === 'SUCCEEDED' && (row.appliedVersion ?? 0) < picture.state.replicatedVersion) return 'OUT_OF_DATE';
  return row.replicationStatus;
}

/** A console's role and synchronization; undefined for an engine. */
export function adminConsoleInfoOf(row: NodeRow): AdminConsoleInfo | undefined {
  if (row.consoleRole === null) return undefined;
  return {
    consoleRole: row.consoleRole,
    consoleRoleLastUpdateDate: iso(row.consoleRoleUpdatedAt),
    configSyncStatus: row.syncStatus ?? 'NONE',
    configSyncTimestamp: iso(row.syncAt),
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function clusterNode(picture: ClusterPicture, row: NodeRow): ClusterNode {
  return withoutUndefined<ClusterNode>({
    address: row.address,
    index: row.index,
    mode: row.mode,
    version: row.version,
    nodeTags: row.tags ?? undefined,
    nodeGroup: row.group ?? undefined,
    configurationTimestamp: iso(row.configurationTimestamp),
    replicationStatus: reportedReplicationStatus(picture, row),
    adminConsoleInfo: adminConsoleInfoOf(row),
    inContact: inContact(picture, row),
    lastHeartbeatTime: iso(row.lastHeartbeatAt),
  });
}

export function nodeSummary(picture: ClusterPicture, row: NodeRow): ClusterNodeSummary {
  return withoutUndefined<ClusterNodeSummary>({
    address: row.address,
    index: row.index,
    version: row.version,
    mode: row.mode,
    nodeTags: row.tags ?? undefined,
    nodeGroup: row.group ?? undefined,
    replicationStatus: reportedReplicationStatus(picture, row),
    configurationTimestamp: iso(row.configurationTimestamp),
    consoleRole: row.consoleRole ?? undefined,
    inContact: inContact(picture, row),
  });
}

/**
 * SPEC §4: required when the configuration changed since the last replication, or when a node
 * in contact that is not a passive console is out of date or failed (only engines have a
 * replication status: consoles read the configuration itself).
 */
export function replicationInfo(picture: ClusterPicture): ReplicationInfo {
  const inContactRows = picture.rows.filter((row) => inContact(picture, row));
  const withStatus = (status: ReportedReplicationStatus) =>
    inContactRows.filter((row) => reportedReplicationStatus(picture, row) === status).map((row) => row.address);
  const outOfDateNodes = withStatus('OUT_OF_DATE');
  const failedNodes = withStatus('FAILED');
  return {
    replicationRequired: picture.state.version > picture.state.replicatedVersion || outOfDateNodes.length > 0 || failedNodes.length > 0,
    outOfDateNodes,
    failedNodes,
    outOfContactNodes: picture.rows.filter((row) => !inContact(picture, row)).map((row) => row.address),
  };
}

export function clusterStatus(picture: ClusterPicture, currentNodeIndex: number): ClusterStatus {
  return withoutUndefined<ClusterStatus>({
    nodes: picture.rows.map((row) => clusterNode(picture, row)),
    lastConfigUpdateTime: iso(picture.state.updatedAt),
    lastReplicationTime: iso(picture.state.replicatedAt),
    replicationRequired: replicationInfo(picture).replicationRequired,
    mixedMode: new Set(picture.rows.map((row) => row.version)).size > 1,
    currentNodeIndex,
  });
}
