import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { operations } from '../../../../generated/operations.gen';
import { formLocation } from '../../../shared/form-address';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { credentialStatusLabel } from '../pingone-connections/connection-status';
import type { PingOneConnection } from '../pingone-connections/connection-types';
import { StatusBadge } from '../pingone-connections/StatusBadge';
import { useCredentialStatus } from '../pingone-connections/use-credential-status';
import { CONNECTIONS_ROUTE, ENTERPRISE_ROUTE, IDENTITY_REPOSITORY_ROUTE } from './external-routes';
import './external-systems.css';
import { usePingOneEnterprise } from './use-pingone-enterprise';

/** The overview shows this many connections; the PingOne Connections page has them all. */
const SHOWN = 10;

/** SPEC 2.2 /system/external-systems: the PingOne connections with their credential status, and PingOne for Enterprise. */
export default function ExternalSystemsScreen() {
  return (
    <section className="external-systems" data-testid="external-systems">
      <PageHeader title={t('externalSystems.title')} description={t('externalSystems.description')} />
      <div className="external-systems__grid">
        <ConnectionsPanel />
        <EnterprisePanel />
      </div>
    </section>
  );
}

type Connections = { status: 'loading' | 'noAccess' | 'failed' } | { status: 'loaded'; items: PingOneConnection[]; total: number };

function ConnectionsPanel() {
  const call = useCallOperation();
  const mayRead = useAccess().mayRead(operations.getPingOneConnections);
  const [connections, setConnections] = useState<Connections>({ status: mayRead ? 'loading' : 'noAccess' });
  useEffect(() => {
    if (!mayRead) return setConnections({ status: 'noAccess' });
    let current = true;
    void callTyped(call, operations.getPingOneConnections, { query: { page: 1, numberPerPage: SHOWN } }).then((answer) => {
      if (!current) return;
      const items = (answer.data?.items ?? []) as PingOneConnection[];
      setConnections(answer.ok ? { status: 'loaded', items, total: answer.data?.totalItems ?? items.length } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [call, mayRead]);
  return (
    <section className="panel" aria-labelledby="external-connections">
      <h2 id="external-connections">{t('externalSystems.connections')}</h2>
      {connections.status === 'noAccess' && <p className="muted">{t('externalSystems.connectionsNoAccess')}</p>}
      {connections.status === 'failed' && <p className="inline-error">{t('externalSystems.connectionsFailed')}</p>}
      {connections.status === 'loaded' && connections.items.length === 0 && <p className="muted">{t('externalSystems.noConnections')}</p>}
      {connections.status === 'loaded' && connections.items.length > 0 && (
        <ul className="external-systems__list" aria-label={t('externalSystems.connections')}>
          {connections.items.map((connection) => (
            <ConnectionRow key={String(connection.id)} connection={connection} />
          ))}
        </ul>
      )}
      {connections.status !== 'noAccess' && (
        <Link to={CONNECTIONS_ROUTE}>{connections.status === 'loaded' && connections.total > connections.items.length ? t('externalSystems.allConnections', { n: connections.total }) : t('externalSystems.openConnections')}</Link>
      )}
    </section>
  );
}

function ConnectionRow({ connection }: { connection: PingOneConnection }) {
  const id = String(connection.id);
  const check = useCredentialStatus(id);
  return (
    <li>
      <span>
        <Link to={formLocation(CONNECTIONS_ROUTE, { edit: id })}>{connection.name}</Link>
        {connection.active === false && <span className="muted"> {t('externalSystems.inactive')}</span>}
      </span>
      <StatusBadge label={credentialStatusLabel(check)} testId={`external-status-${id}`} />
    </li>
  );
}

function EnterprisePanel() {
  const { state } = usePingOneEnterprise();
  return (
    <section className="panel" aria-labelledby="external-enterprise" aria-busy={state.status === 'loading'}>
      <h2 id="external-enterprise">{t('externalSystems.enterprise')}</h2>
      {state.status === 'noAccess' && <p className="muted">{t('externalSystems.enterpriseNoAccess')}</p>}
      {state.status === 'failed' && <p className="inline-error">{state.message ?? t('externalSystems.enterpriseFailed')}</p>}
      {state.status === 'notConnected' && <p data-testid="enterprise-state">{t('externalSystems.notConnected')}</p>}
      {state.status === 'loaded' && (
        <dl className="facts">
          <dt>{t('identityRepository.company')}</dt>
          <dd>{state.settings.companyName ?? '—'}</dd>
          <dt>{t('identityRepository.state')}</dt>
          <dd data-testid="enterprise-state">
            {state.settings.identityRepositoryUpdateRequired ? <Link to={IDENTITY_REPOSITORY_ROUTE}>{t('identityRepository.updateRequired')}</Link> : t('identityRepository.inStep')}
          </dd>
        </dl>
      )}
      {state.status !== 'noAccess' && <Link to={ENTERPRISE_ROUTE}>{t('externalSystems.openEnterprise')}</Link>}
    </section>
  );
}
