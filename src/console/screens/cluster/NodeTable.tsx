import { useMemo } from 'react';
import type { ColumnDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { DataTable } from '../../runtime/table/DataTable';
import type { Values } from '../../runtime/values/paths';
import { isOutOfContact, nodeColumns, replicationStatusLabel, type NodeColumn } from './cluster-model';
import type { ClusterNode, ReplicationInfo } from './cluster-types';
import { AddressCell, CurrentMarker, DateCell } from './NodeCells';
import { StatusBadge } from './StatusBadge';
import { TablePanel } from '../../runtime/table/TablePanel';

interface Props {
  nodes: ClusterNode[];
  currentNodeIndex: number;
  replication?: ReplicationInfo;
}

/** A column of the cluster tables; the '>' column's header is read out, not shown (see console.css). */
export const columnDefinition = (field: string): ColumnDefinition => ({ field, label: t(`cluster.column.${field}`), sortable: false });

/** SPEC 2.14: the node table (the runtime's TanStack table), Node Groups only when a node has one. */
export function NodeTable({ nodes, currentNodeIndex, replication }: Props) {
  const columns = useMemo(() => nodeColumns(nodes).map(columnDefinition), [nodes]);
  const cell = (column: ColumnDefinition, row: Values) => {
    const node = row as ClusterNode;
    switch (column.field as NodeColumn) {
      case 'current':
        return <CurrentMarker current={node.index === currentNodeIndex} />;
      case 'address':
        return <AddressCell node={node} withRole={false} outOfContact={isOutOfContact(node, replication)} />;
      case 'configurationTimestamp':
        return <DateCell value={node.configurationTimestamp} />;
      case 'replicationStatus':
        return <StatusBadge label={replicationStatusLabel(node)} />;
      default:
        return undefined;
    }
  };
  return (
    <TablePanel label={t('cluster.nodes')} className="cluster-table" testId="cluster-node-table">
      <DataTable
        label={t('cluster.nodes')}
        columns={columns}
        rows={nodes}
        rowKey={(row) => String(row.index)}
        renderCell={cell}
        rowClassName={(row) => (isOutOfContact(row as ClusterNode, replication) ? 'cluster-row--out-of-contact' : undefined)}
        emptyText={t('cluster.noNodes')}
      />
    </TablePanel>
  );
}
