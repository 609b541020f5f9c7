import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { useAccess } from '../../runtime/access/page-access';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { HistoryButton, historyPath } from '../../runtime/history/HistoryButton';
import { showClientStorageWarning } from './cluster-model';
import { PassiveNotice } from './PassiveNotice';
import { useClusterSettings, type ClusterSettingsValues } from './use-cluster-settings';
import { AlsoEditing } from '../../runtime/presence/index';

const CHECKBOXES: [keyof ClusterSettingsValues, string][] = [
  ['replicateConnectionsOnSave', 'cluster.settings.replicateConnections'],
  ['replicateClientsOnSave', 'cluster.settings.replicateClients'],
];

/** The Settings sub-page (SPEC 2.14): two checkboxes, the client storage warning, Save. */
export function ClusterSettingsView({ passive, onBack }: { passive: boolean; onBack: () => void }) {
  const { state, saving, change, save, confirmLeave, conflictView } = useClusterSettings();
  const editable = useAccess().mayCall(operations.updateClusterSettings);
  return (
    <section className="cluster-settings" data-testid="cluster-settings">
      <button type="button" className="button button--link back-link" onClick={() => confirmLeave(onBack)}>
        ← {t('cluster.settings.back')}
      </button>
      <PageHeader
        title={t('cluster.settings.title')}
        description={t('cluster.settings.description')}
        actions={<HistoryButton path={historyPath(operations.updateClusterSettings)} name={t('cluster.settings.title')} onReverted={onBack} />}
      />
      {passive && <PassiveNotice />}
      {state.stage === 'failed' && (
        <p className="inline-error" role="alert">
          {t('cluster.settings.loadFailed')}
        </p>
      )}
      <AlsoEditing path={historyPath(operations.updateClusterSettings)} />
      {conflictView}
      {state.stage === 'loaded' && (
        <form
          className="cluster-settings__form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {CHECKBOXES.map(([name, labelKey]) => (
            <label key={name} className="checkbox-label">
              <input type="checkbox" name={name} checked={state.values[name]} disabled={!editable} onChange={(event) => change(name, event.target.checked)} />
              {t(labelKey)}
            </label>
          ))}
          {showClientStorageWarning(state.values.replicateClientsOnSave, state.isXmlClientStorage) && (
            <div className="page-warning" role="status" data-testid="client-storage-warning">
              {t('cluster.settings.clientStorageWarning')}
            </div>
          )}
          <div className="form-actions">
            <MutatingButton operation={operations.updateClusterSettings} whenReadOnly="disable" type="submit" className="button button--primary" disabled={saving}>
              {t('cluster.settings.save')}
            </MutatingButton>
          </div>
        </form>
      )}
    </section>
  );
}
