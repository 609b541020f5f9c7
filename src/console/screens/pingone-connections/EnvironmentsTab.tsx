import { t } from '../../i18n/t';
import { DataTable } from '../../runtime/table/DataTable';
import type { Values } from '../../runtime/values/paths';
import type { PingOneEnvironments } from './connection-types';
import { ResourcePanel } from './ResourcePanel';
import type { Resource } from './use-lazy-resource';
import { TablePanel } from '../../runtime/table/TablePanel';

const COLUMNS = ['name', 'id', 'type'].map((field) => ({ field, label: t(`pingOne.environments.${field}`), sortable: false }));

interface Props {
  resource: Resource<PingOneEnvironments>;
  open: () => void;
  name: string;
}

/** SPEC 2.10, 4: the environments the credential reaches; a failed load shows the server's message as written. */
export function EnvironmentsTab({ resource, open, name }: Props) {
  return (
    <ResourcePanel resource={resource} open={open} failure={(message) => message || t('pingOne.environments.failed')}>
      {(environments) => {
        const items = environments.items ?? [];
        if (items.length === 0) return <p className="pingone-tab__empty">{t('pingOne.environments.empty')}</p>;
        return (
          <TablePanel label={t('pingOne.environments.table', { name })} className="pingone-table">
            <DataTable label={t('pingOne.environments.table', { name })} columns={COLUMNS} rows={items as Values[]} rowKey={(row) => String(row.id)} />
          </TablePanel>
        );
      }}
    </ResourcePanel>
  );
}
