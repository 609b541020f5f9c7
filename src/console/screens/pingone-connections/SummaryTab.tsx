import { t } from '../../i18n/t';
import { formatUtcDate } from '../../runtime/format/utc-date';
import { DataTable } from '../../runtime/table/DataTable';
import type { Values } from '../../runtime/values/paths';
import { serviceStatusLabel, type CredentialCheck } from './connection-status';
import type { PingOneConnection, ServiceAssociation, ServiceAssociations } from './connection-types';
import { ResourcePanel } from './ResourcePanel';
import { StatusBadge } from './StatusBadge';
import type { Resource } from './use-lazy-resource';
import { TablePanel } from '../../runtime/table/TablePanel';

const FACTS: [string, (connection: PingOneConnection) => string | undefined][] = [
  ['description', (connection) => connection.description],
  ['organization', (connection) => connection.organizationName],
  ['region', (connection) => connection.region],
  ['environmentId', (connection) => connection.environmentId],
  ['credentialId', (connection) => connection.credentialId],
  ['creationDate', (connection) => formatUtcDate(connection.creationDate)],
];

const SERVICE_COLUMNS = [
  { field: 'componentName', label: t('pingOne.summary.component'), sortable: false },
  { field: 'serviceNames', label: t('pingOne.summary.serviceNames'), sortable: false },
  { field: 'status', label: t('pingOne.summary.serviceStatus'), sortable: false },
];

interface Props {
  connection: PingOneConnection;
  check: CredentialCheck;
  resource: Resource<ServiceAssociations>;
  open: () => void;
}

/** SPEC 2.10, 4: the connection's facts and the services of the installed components, each with its status. */
export function SummaryTab({ connection, check, resource, open }: Props) {
  return (
    <>
      <dl className="pingone-summary">
        {FACTS.map(([key, value]) => (
          <div key={key} className="pingone-summary__fact">
            <dt>{t(`pingOne.summary.${key}`)}</dt>
            <dd>{value(connection) || '—'}</dd>
          </div>
        ))}
      </dl>
      <h3 className="pingone-tab__heading">{t('pingOne.summary.services')}</h3>
      <ResourcePanel resource={resource} open={open} failure={(message) => message || t('pingOne.summary.servicesFailed')}>
        {(services) => (
          <TablePanel label={t('pingOne.summary.services')} className="pingone-table">
            <DataTable
              label={t('pingOne.summary.services')}
              columns={SERVICE_COLUMNS}
              rows={(services.items ?? []) as Values[]}
              rowKey={(row) => String(row.componentName)}
              emptyText={t('pingOne.summary.noServices')}
              renderCell={(column, row) => {
                const service = row as ServiceAssociation;
                if (column.field === 'serviceNames') return (service.serviceNames ?? []).join(', ');
                if (column.field === 'status') return <StatusBadge label={serviceStatusLabel(service.configured, check)} testId="service-status" />;
                return undefined;
              }}
            />
          </TablePanel>
        )}
      </ResourcePanel>
    </>
  );
}
