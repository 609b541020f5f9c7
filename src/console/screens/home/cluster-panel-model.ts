import type { components } from '../../../../generated/api-types.gen';

export type ClusterNodeSummary = components['schemas']['ClusterNodeSummary'];

/** SPEC 9: the dashboard shows cluster nodes three to a row. */
export const NODES_PER_ROW = 3;

/** The nodes by index, cut into rows of `perRow`. */
export function nodeRows(nodes: readonly ClusterNodeSummary[], perRow = NODES_PER_ROW): ClusterNodeSummary[][] {
  const sorted = [...nodes].sort((a, b) => a.index - b.index);
  const rows: ClusterNodeSummary[][] = [];
  for (let start = 0; start < sorted.length; start += perRow) rows.push(sorted.slice(start, start + perRow));
  return rows;
}

/** The message keys of a node's mode and, for a console, its role; unknown modes show as sent. */
export function nodeModeKey(mode: string | undefined): string | undefined {
  if (mode === 'CLUSTERED_CONSOLE') return 'dashboard.node.mode.console';
  if (mode === 'CLUSTERED_ENGINE') return 'dashboard.node.mode.engine';
  return undefined;
}

export function nodeRoleKey(role: string | undefined): string | undefined {
  if (role === 'ACTIVE') return 'dashboard.node.role.active';
  if (role === 'PASSIVE') return 'dashboard.node.role.passive';
  return undefined;
}
