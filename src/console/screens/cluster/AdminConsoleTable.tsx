import type { ColumnDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { DataTable } from '../../runtime/table/DataTable';
import type { Values } from '../../runtime/values/paths';
import { ADMIN_CONSOLE_COLUMNS, isOutOfContact, synchronizationStatusLabel, type AdminConsoleColumn } from './cluster-model';
import type { ClusterNode, ReplicationInfo } from './cluster-types';
import { AddressCell, CurrentMarker, DateCell } from './NodeCells';
import { columnDefinition } from './NodeTable';
import { StatusBadge } from './StatusBadge';
import { TablePanel } from '../../runtime/table/TablePanel';

const COLUMNS = ADMIN_CONSOLE_COLUMNS.map(columnDefinition);

interface Props {
  consoles: ClusterNode[];
  currentNodeIndex: number;
  replication?: ReplicationInfo;
}

/** SPEC 2.14: the Admin Consoles tab, rows labelled '(Active)' or '(Passive)'. */
export function AdminConsoleTable({ consoles, currentNodeIndex, replication }: Props) {
  const cell = (column: ColumnDefinition, row: Values) => {
    const node = row as ClusterNode;
    switch (column.field as AdminConsoleColumn) {
      case 'current':
        return <CurrentMarker current={node.index === currentNodeIndex} />;
      case 'address':
        return <AddressCell node={node} withRole outOfContact={isOutOfContact(node, replication)} />;
      case 'configSyncTimestamp':
        return <DateCell value={node.adminConsoleInfo?.configSyncTimestamp} />;
      case 'configSyncStatus':
        return <StatusBadge label={synchronizationStatusLabel(node)} />;
      default:
        return undefined;
    }
  };
  return (
    <TablePanel label={t('cluster.adminConsolesTable')} className="cluster-table" testId="admin-console-table">
      <DataTable
        label={t('cluster.adminConsolesTable')}
        columns={COLUMNS}
        rows={consoles}
        rowKey={(row) => String(row.index)}
        renderCell={cell}
        rowClassName={(row) => (isOutOfContact(row as ClusterNode, replication) ? 'cluster-row--out-of-contact' : undefined)}
        emptyText={t('cluster.noNodes')}
      />
    </TablePanel>
  );
}
