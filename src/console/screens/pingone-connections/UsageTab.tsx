import { t } from '../../i18n/t';
import { DataTable } from '../../runtime/table/DataTable';
import type { Values } from '../../runtime/values/paths';
import { usageByCategory } from './connection-model';
import type { ResourceUsages } from './connection-types';
import { ResourcePanel } from './ResourcePanel';
import type { Resource } from './use-lazy-resource';
import { TablePanel } from '../../runtime/table/TablePanel';

const COLUMNS = ['name', 'type'].map((field) => ({ field, label: t(`pingOne.usage.${field}`), sortable: false }));

/** SPEC 2.10: the plugins that use the connection, under their categories. */
export function UsageTab({ resource, open }: { resource: Resource<ResourceUsages>; open: () => void }) {
  return (
    <ResourcePanel resource={resource} open={open} failure={(message) => message || t('pingOne.usage.failed')}>
      {(usages) => {
        const groups = usageByCategory(usages);
        if (groups.length === 0) return <p className="pingone-tab__empty">{t('pingOne.usage.empty')}</p>;
        return groups.map((group) => (
          <section key={group.id} className="pingone-usage" data-testid="usage-category">
            <h3 className="pingone-tab__heading">{group.name}</h3>
            <TablePanel label={group.name} className="pingone-table">
              <DataTable label={group.name} columns={COLUMNS} rows={group.items as Values[]} rowKey={(row) => String(row.id)} />
            </TablePanel>
          </section>
        ));
      }}
    </ResourcePanel>
  );
}
