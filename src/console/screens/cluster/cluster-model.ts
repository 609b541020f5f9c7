/** The rules of the Cluster Management page (SPEC 2.14, 4, 9) as pure functions; the views only render them. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { ActivePassiveConsoleInfo, ClusterNode, ClusterStatus, ReplicationInfo } from './cluster-types';

dayjs.extend(utc);

/** SPEC 9: the cluster page polls every 5000 ms. */
export const CLUSTER_POLL_MS = 5000;

/** SPEC 9: 'DD MMM YYYY, HH:mm UTC'. */
export const CLUSTER_DATE_FORMAT = 'DD MMM YYYY, HH:mm [UTC]';

/** A time as SPEC 9 shows it, or undefined when there is none (or it does not parse). */
export function formatClusterDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.format(CLUSTER_DATE_FORMAT) : undefined;
}

export type StatusTone = 'error' | 'success' | 'neutral';
export interface StatusLabel {
  textKey: string;
  tone: StatusTone;
}

/** SPEC 4: None, Out-of-date and Failed are errors, Succeeded a success; Retrieving and Applying are neither. */
const STATUS_LABELS: Record<string, StatusLabel> = {
  NONE: { textKey: 'cluster.status.none', tone: 'error' },
  OUT_OF_DATE: { textKey: 'cluster.status.outOfDate', tone: 'error' },
  RETRIEVING: { textKey: 'cluster.status.retrieving', tone: 'neutral' },
  APPLYING: { textKey: 'cluster.status.applying', tone: 'neutral' },
  FAILED: { textKey: 'cluster.status.failed', tone: 'error' },
  SUCCEEDED: { textKey: 'cluster.status.succeeded', tone: 'success' },
};

/** The label of a replication or synchronization status; a node that reports none shows 'None'. */
export function statusLabel(status: string | undefined): StatusLabel {
  return (status && Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined) ?? STATUS_LABELS.NONE;
}

/**
 * A node's Last Replication Status. Console nodes hold the configuration rather than receive it,
 * so one that reports no status shows no label (not a 'None' error); an engine always shows one.
 */
export function replicationStatusLabel(node: ClusterNode): StatusLabel | undefined {
  if (node.replicationStatus === undefined && node.mode === 'CLUSTERED_CONSOLE') return undefined;
  return statusLabel(node.replicationStatus);
}

const isPassive = (node: ClusterNode) => node.adminConsoleInfo?.consoleRole === 'PASSIVE';

/**
 * SPEC 4: replication is required when the server says so (status or replication info), or when a
 * non-passive node is OUT_OF_DATE or FAILED. The Replicate button is enabled only then.
 */
export function isReplicationRequired(status: ClusterStatus, replication?: ReplicationInfo): boolean {
  if (status.replicationRequired || replication?.replicationRequired) return true;
  return status.nodes.some((node) => !isPassive(node) && (node.replicationStatus === 'OUT_OF_DATE' || node.replicationStatus === 'FAILED'));
}

/** Multiple admin nodes (active/passive consoles) are enabled on this cluster. */
export function multipleAdminNodes(consoleInfo: ActivePassiveConsoleInfo | undefined): boolean {
  return consoleInfo?.enabled === true;
}

export type ClusterTab = 'activeNodes' | 'adminConsoles';

/** SPEC 2.14: two tabs only with multiple admin nodes; otherwise one node table without tabs. */
export function clusterTabs(consoleInfo: ActivePassiveConsoleInfo | undefined): ClusterTab[] {
  return multipleAdminNodes(consoleInfo) ? ['activeNodes', 'adminConsoles'] : [];
}

/** The nodes of the node table: all of them, or with multiple admin nodes those that take part in replication (not passive). */
export function activeNodes(status: ClusterStatus, consoleInfo: ActivePassiveConsoleInfo | undefined): ClusterNode[] {
  const nodes = multipleAdminNodes(consoleInfo) ? status.nodes.filter((node) => !isPassive(node)) : status.nodes;
  return [...nodes].sort((a, b) => a.index - b.index);
}

/** The rows of the Admin Consoles tab: every console node. */
export function adminConsoleNodes(status: ClusterStatus): ClusterNode[] {
  return status.nodes.filter((node) => node.mode === 'CLUSTERED_CONSOLE').sort((a, b) => a.index - b.index);
}

export type NodeColumn = 'current' | 'address' | 'index' | 'version' | 'configurationTimestamp' | 'replicationStatus' | 'nodeTags' | 'nodeGroup';
export type AdminConsoleColumn = 'current' | 'address' | 'index' | 'version' | 'configSyncTimestamp' | 'configSyncStatus';

/** SPEC 2.14: the node table's columns, Node Groups only when a node has a group. */
export function nodeColumns(nodes: readonly ClusterNode[]): NodeColumn[] {
  const columns: NodeColumn[] = ['current', 'address', 'index', 'version', 'configurationTimestamp', 'replicationStatus', 'nodeTags'];
  return nodes.some((node) => Boolean(node.nodeGroup)) ? [...columns, 'nodeGroup'] : columns;
}

export const ADMIN_CONSOLE_COLUMNS: readonly AdminConsoleColumn[] = ['current', 'address', 'index', 'version', 'configSyncTimestamp', 'configSyncStatus'];

/** The '(Active)' / '(Passive)' label of an admin console row. */
export function consoleRoleKey(node: ClusterNode): string | undefined {
  const role = node.adminConsoleInfo?.consoleRole;
  if (role === 'ACTIVE') return 'cluster.role.active';
  if (role === 'PASSIVE') return 'cluster.role.passive';
  return undefined;
}

/** Out of contact: the node missed 3 heartbeats, by its own flag or the replication info's list. */
export function isOutOfContact(node: ClusterNode, replication?: ReplicationInfo): boolean {
  return node.inContact === false || (replication?.outOfContactNodes.includes(node.address) ?? false);
}

/** This console is passive: its one action is 'Switch to Active' (SPEC 2.14, 6). */
export function isPassiveConsole(consoleInfo: ActivePassiveConsoleInfo | undefined): boolean {
  return multipleAdminNodes(consoleInfo) && consoleInfo?.role === 'PASSIVE';
}

/** SPEC 2.14: the XML client-storage warning shows when client replication is on but storage is not XML. */
export function showClientStorageWarning(replicateClientsOnSave: boolean | undefined, isXmlClientStorage: boolean | undefined): boolean {
  return replicateClientsOnSave === true && isXmlClientStorage === false;
}

/**
 * An admin console's Synchronization Status. The active console is where the configuration lives,
 * so while it has never synchronized (NONE, or no status) it shows none; a passive one shows 'None'.
 */
export function synchronizationStatusLabel(node: ClusterNode): StatusLabel | undefined {
  const info = node.adminConsoleInfo;
  if (info?.consoleRole === 'ACTIVE' && (!info.configSyncStatus || info.configSyncStatus === 'NONE')) return undefined;
  return statusLabel(info?.configSyncStatus);
}
