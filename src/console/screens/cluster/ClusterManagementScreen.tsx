import { useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { PageAccess } from '../../runtime/access/page-access';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { CLUSTERING_GUIDE_URL } from '../home/helpful-links';
import { isPassiveConsole, isReplicationRequired } from './cluster-model';
import { ClusterSettingsView } from './ClusterSettingsView';
import { PassiveNotice } from './PassiveNotice';
import { ClusterStatusView } from './ClusterStatusView';
import { UnauthorizedDialog } from './UnauthorizedDialog';
import { useClusterActions } from './use-cluster-actions';
import { useClusterStatus, type ClusterData } from './use-cluster-status';

/** Everything by which the page changes something; auditors may call none of them (read-only). */
const CLUSTER_CHANGES = [operations.startReplication, operations.updateClusterSettings, operations.updateClusterAdminNodeRole];

/** Cluster Management (SPEC 2.14): the replication status, or its Settings sub-page. */
export default function ClusterManagementScreen() {
  return (
    <PageAccess changes={CLUSTER_CHANGES}>
      <ClusterManagementPage />
    </PageAccess>
  );
}

function ClusterManagementPage() {
  // SPEC 4: the page's state is the replication status or the settings; polling goes on under both.
  const [view, setView] = useState<'status' | 'settings'>('status');
  const { page, refresh } = useClusterStatus();

  if (page.stage === 'unauthorized') return <UnauthorizedDialog />;
  const passive = page.stage === 'loaded' && isPassiveConsole(page.data.consoleInfo);
  if (view === 'settings') return <ClusterSettingsView passive={passive} onBack={() => setView('status')} />;
  return (
    <section className="cluster-page" data-testid="cluster-management" aria-busy={page.stage === 'loading'}>
      {page.stage === 'loaded' ? (
        <LoadedHeader data={page.data} refresh={refresh} onSettings={() => setView('settings')} />
      ) : (
        <PageHeader title={t('cluster.title')} description={t('cluster.description')} />
      )}
      {page.stage === 'standalone' && (
        <div className="empty-state" data-testid="cluster-standalone">
          <h2 className="empty-state__title">{t('cluster.standalone.title')}</h2>
          <p className="empty-state__description">{t('cluster.standalone.description')}</p>
          <a className="button button--secondary" href={CLUSTERING_GUIDE_URL} target="_blank" rel="noopener noreferrer">
            {t('dashboard.clusteringGuide')}
          </a>
        </div>
      )}
      {page.stage === 'failed' && (
        <p className="inline-error" role="alert">
          {t('cluster.loadFailed')}
        </p>
      )}
      {page.stage === 'loaded' && (
        <>
          {page.refreshFailed && (
            <p className="inline-error" role="alert">
              {t('cluster.refreshFailed')}
            </p>
          )}
          <ClusterStatusView data={page.data} />
        </>
      )}
    </section>
  );
}

interface HeaderProps {
  data: ClusterData;
  refresh: () => Promise<void>;
  onSettings: () => void;
}

/** Replicate (or, on a passive console, Switch to Active) beside Settings. */
function LoadedHeader({ data, refresh, onSettings }: HeaderProps) {
  const { busy, replicate, switchToActive } = useClusterActions(refresh);
  const [confirming, setConfirming] = useState(false);
  const passive = isPassiveConsole(data.consoleInfo);
  const required = isReplicationRequired(data.status, data.replication);

  const primary = passive ? (
    <MutatingButton operation={operations.updateClusterAdminNodeRole} whenReadOnly="disable" className="button button--primary" disabled={busy} onClick={() => setConfirming(true)}>
      {t('cluster.switch')}
    </MutatingButton>
  ) : (
    <MutatingButton
      operation={operations.startReplication}
      whenReadOnly="disable"
      className="button button--primary"
      disabled={busy || !required}
      title={required ? undefined : t('cluster.replicate.notRequired')}
      onClick={() => void replicate()}
    >
      {t('cluster.replicate')}
    </MutatingButton>
  );

  return (
    <>
      <PageHeader
        title={t('cluster.title')}
        description={t('cluster.description')}
        actions={
          <>
            {primary}
            <button type="button" className="button button--secondary" onClick={onSettings}>
              {t('cluster.settings')}
            </button>
          </>
        }
      />
      {passive && <PassiveNotice />}
      {confirming && (
        <ConfirmDialog
          title={t('cluster.switch.title')}
          message={t('cluster.switch.question')}
          confirmLabel={t('cluster.switch.yes')}
          cancelLabel={t('cluster.switch.no')}
          tone="primary"
          testId="cluster-switch-dialog"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void switchToActive();
          }}
        />
      )}
    </>
  );
}
