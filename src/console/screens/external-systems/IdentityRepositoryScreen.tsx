import { useState } from 'react';
import './external-systems.css';
import { Link } from 'react-router';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { PageAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { useMessages } from '../../runtime/messages/messages-context';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { ENTERPRISE_ROUTE } from './external-routes';
import { usePingOneEnterprise, type PingOneForEnterpriseSettings } from './use-pingone-enterprise';

const UPDATE = operations.updatePingOneForEnterpriseIdentityRepository;

/**
 * SPEC 2.2 /pingOneIdentityRepository: the PingOne for Enterprise identity repository of this
 * server, whether the configuration changed in a way it should be told of, and its update (asked
 * first: it redirects the account's SSO to this PingFederate). System stays highlighted.
 */
export default function IdentityRepositoryScreen() {
  return (
    <PageAccess changes={[UPDATE]}>
      <IdentityRepositoryPage />
    </PageAccess>
  );
}

function IdentityRepositoryPage() {
  const { state, set } = usePingOneEnterprise();
  return (
    <section className="identity-repository" data-testid="identity-repository" aria-busy={state.status === 'loading'}>
      <PageHeader title={t('identityRepository.title')} description={t('identityRepository.description')} />
      {state.status === 'noAccess' && <p className="muted">{t('identityRepository.noAccess')}</p>}
      {state.status === 'failed' && (
        <p className="inline-error" role="alert">
          {state.message ?? t('identityRepository.failed')}
        </p>
      )}
      {state.status === 'notConnected' && (
        <div className="empty-state" data-testid="empty-state">
          <h2 className="empty-state__title">{t('identityRepository.notConnectedTitle')}</h2>
          <p className="empty-state__description">{t('identityRepository.notConnected')}</p>
          <Link className="button button--primary" to={ENTERPRISE_ROUTE}>
            {t('identityRepository.connect')}
          </Link>
        </div>
      )}
      {state.status === 'loaded' && <Repository settings={state.settings} onUpdated={set} />}
    </section>
  );
}

function Repository({ settings, onUpdated }: { settings: PingOneForEnterpriseSettings; onUpdated: (settings: PingOneForEnterpriseSettings) => void }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [asking, setAsking] = useState(false);
  const [updating, setUpdating] = useState(false);
  const required = settings.identityRepositoryUpdateRequired === true;

  async function update() {
    setAsking(false);
    setUpdating(true);
    const answer = await callTyped(call, UPDATE);
    setUpdating(false);
    if (answer.ok && answer.data) {
      onUpdated(answer.data);
      show('success', t('identityRepository.updated'));
    } else show('error', answer.error?.message ?? t('identityRepository.updateFailed'));
  }

  return (
    <div className="panel">
      <dl className="facts">
        <dt>{t('identityRepository.company')}</dt>
        <dd>{settings.companyName ?? '—'}</dd>
        <dt>{t('identityRepository.state')}</dt>
        <dd data-testid="identity-repository-state">{required ? t('identityRepository.updateRequired') : t('identityRepository.inStep')}</dd>
      </dl>
      <MutatingButton operation={UPDATE} whenReadOnly="disable" className="button button--primary" disabled={updating} onClick={() => setAsking(true)}>
        {t('identityRepository.update')}
      </MutatingButton>
      {asking && <ConfirmDialog title={t('identityRepository.confirmTitle')} message={t('identityRepository.confirm')} confirmLabel={t('identityRepository.update')} onConfirm={update} onCancel={() => setAsking(false)} />}
    </div>
  );
}
