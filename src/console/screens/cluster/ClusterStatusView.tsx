import { synchronizationWarning } from '../../shell/banners/synchronization-warning';
import { t } from '../../i18n/t';
import { activeNodes, adminConsoleNodes, clusterTabs, formatClusterDate, type ClusterTab } from './cluster-model';
import { AdminConsoleTable } from './AdminConsoleTable';
import { ClusterTabs } from './ClusterTabs';
import { NodeTable } from './NodeTable';
import type { ClusterData } from './use-cluster-status';

/** Last Modified, Last Replicated, the synchronization warning and the node table(s) (SPEC 2.14, 4). */
export function ClusterStatusView({ data }: { data: ClusterData }) {
  const { status, consoleInfo, synchronization, replication } = data;
  const lastSync = synchronization?.activeNodeLastSuccessfulSyncTime ?? consoleInfo?.activeNodeLastSuccessfulSyncTime;
  const warning = synchronizationWarning({
    multipleAdminNodes: consoleInfo?.enabled === true,
    warningSecs: consoleInfo?.synchronizationWarningSecs ?? synchronization?.synchronizationWarningSecs,
    lastSuccessfulSync: lastSync,
    now: data.loadedAt,
  });
  const tabs = clusterTabs(consoleInfo);
  const nodeTable = <NodeTable nodes={activeNodes(status, consoleInfo)} currentNodeIndex={status.currentNodeIndex} replication={replication} />;

  const render = (tab: ClusterTab) =>
    tab === 'activeNodes' ? (
      nodeTable
    ) : (
      <>
        <dl className="cluster-times">
          <Time label={t('cluster.lastSuccessfulSync')} value={lastSync} testId="last-successful-sync" />
        </dl>
        <AdminConsoleTable consoles={adminConsoleNodes(status)} currentNodeIndex={status.currentNodeIndex} replication={replication} />
      </>
    );

  return (
    <>
      {warning && (
        <div className="page-warning page-warning--error" role="alert" data-testid="cluster-sync-warning">
          {warning.kind === 'never' ? t('frame.banner.notSynchronized') : t('frame.banner.notSynchronizedFor', { seconds: warning.seconds })}
        </div>
      )}
      {status.mixedMode && (
        <div className="page-warning" role="status" data-testid="cluster-mixed-mode">
          {t('cluster.mixedMode')}
        </div>
      )}
      <dl className="cluster-times">
        <Time label={t('cluster.lastModified')} value={status.lastConfigUpdateTime} testId="last-modified" />
        <Time label={t('cluster.lastReplicated')} value={status.lastReplicationTime} testId="last-replicated" />
      </dl>
      {tabs.length ? <ClusterTabs tabs={tabs} render={render} /> : nodeTable}
    </>
  );
}

function Time({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <div className="cluster-times__item">
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatClusterDate(value) ?? t('cluster.never')}</dd>
    </div>
  );
}
