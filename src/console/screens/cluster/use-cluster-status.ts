import { useCallback, useEffect, useRef, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { statusAnswer } from './cluster-answer';
import { CLUSTER_POLL_MS } from './cluster-model';
import type { ActivePassiveConsoleInfo, ClusterStatus, ReplicationInfo, SynchronizationInfo } from './cluster-types';

/** Everything the status view shows, as last answered by the server. */
export interface ClusterData {
  status: ClusterStatus;
  consoleInfo?: ActivePassiveConsoleInfo;
  synchronization?: SynchronizationInfo;
  replication?: ReplicationInfo;
  /** When the answers arrived (the clock of the synchronization warning). */
  loadedAt: number;
}

export type ClusterPage =
  | { stage: 'loading' }
  | { stage: 'unauthorized' }
  | { stage: 'standalone' }
  | { stage: 'failed' }
  /** `refreshFailed`: the last poll got no status; the data shown is the previous one. */
  | { stage: 'loaded'; data: ClusterData; refreshFailed: boolean };

/**
 * The cluster's status, synchronization and replication info, loaded on open and polled every
 * 5000 ms while the page is open (SPEC 7, 9). An account the server would refuse gets
 * 'unauthorized' without asking. A standalone server (no cluster nodes) is told apart first, by
 * its empty node list, so the page does not ask for a status the server would refuse with 403.
 */
export function useClusterStatus(): { page: ClusterPage; refresh: () => Promise<void> } {
  const call = useCallOperation();
  const allowed = useAccess().mayCall(operations.getClusterStatus);
  const [page, setPage] = useState<ClusterPage>(allowed ? { stage: 'loading' } : { stage: 'unauthorized' });
  // Only the newest load may set the page: a slow answer never overwrites a newer one.
  const latest = useRef(0);
  // Whether the node list has shown this server to be a cluster node (asked once per page).
  const clustered = useRef(false);

  const load = useCallback(
    async (background: boolean) => {
      const ticket = ++latest.current;
      const init = { background };
      if (!clustered.current) {
        const nodes = await callTyped(call, operations.getNodes, init);
        if (ticket !== latest.current) return;
        if (nodes.ok && nodes.data?.items.length === 0) return setPage({ stage: 'standalone' });
        clustered.current = nodes.ok;
      }
      const [status, consoleInfo, synchronization, replication] = await Promise.all([
        callTyped(call, operations.getClusterStatus, init),
        callTyped(call, operations.getActivePassiveConsoleInfo, init),
        callTyped(call, operations.getSynchronizationInfo, init),
        callTyped(call, operations.getReplicationInfo, init),
      ]);
      if (ticket !== latest.current) return;
      const answer = statusAnswer(status);
      setPage((previous) => {
        if (answer === 'loaded' && status.data) {
          // A side answer that failed keeps what was known rather than flashing its parts away.
          const before = previous.stage === 'loaded' ? previous.data : undefined;
          const data: ClusterData = {
            status: status.data,
            consoleInfo: consoleInfo.ok ? consoleInfo.data : before?.consoleInfo,
            synchronization: synchronization.ok ? synchronization.data : before?.synchronization,
            replication: replication.ok ? replication.data : before?.replication,
            loadedAt: Date.now(),
          };
          return { stage: 'loaded', data, refreshFailed: false };
        }
        if (answer === 'failed' && previous.stage === 'loaded') return { ...previous, refreshFailed: true };
        return { stage: answer === 'loaded' ? 'failed' : answer };
      });
    },
    [call],
  );

  const stopped = page.stage === 'unauthorized' || page.stage === 'standalone';
  useEffect(() => {
    if (!allowed || stopped) return;
    void load(false);
    const timer = setInterval(() => void load(true), CLUSTER_POLL_MS);
    return () => {
      clearInterval(timer);
      // Answers still on their way belong to a page that is gone.
      latest.current++;
    };
  }, [allowed, stopped, load]);

  const refresh = useCallback(() => load(false), [load]);
  return { page, refresh };
}
