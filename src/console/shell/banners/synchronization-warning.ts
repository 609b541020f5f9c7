/**
 * SPEC 4: the synchronization warning shows when multiple admin nodes are enabled, warning seconds
 * is set, and the last successful sync time is missing or older than the warning seconds. One rule
 * for the frame's banner and the Cluster Management page.
 */
export type SynchronizationWarning = { kind: 'never' } | { kind: 'stale'; seconds: number };

export interface SynchronizationFacts {
  multipleAdminNodes: boolean;
  warningSecs?: number;
  /** ISO date-time of the active node's last successful synchronization. */
  lastSuccessfulSync?: string;
  now: number;
}

export function synchronizationWarning({ multipleAdminNodes, warningSecs, lastSuccessfulSync, now }: SynchronizationFacts): SynchronizationWarning | undefined {
  if (!multipleAdminNodes || !warningSecs) return undefined;
  const lastMs = lastSuccessfulSync ? Date.parse(lastSuccessfulSync) : NaN;
  if (Number.isNaN(lastMs)) return { kind: 'never' };
  return now - lastMs < warningSecs * 1000 ? undefined : { kind: 'stale', seconds: warningSecs };
}
