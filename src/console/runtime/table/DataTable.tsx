import { useMemo, useRef, type ReactNode } from 'react';
import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import type { ColumnDefinition } from '../../../shared/page-model';
import { getPath, type Values } from '../values/paths';
import { CellValue } from './CellValue';
import type { SortOrder } from './table-query';

// Sorting is the server's: the table only tracks which column is sorted and which way.
const features = tableFeatures({ rowSortingFeature });
type Column = ColumnDef<typeof features, Values>;

interface Props {
  label: string;
  columns: readonly ColumnDefinition[];
  rows: readonly Values[];
  rowKey: (row: Values) => string;
  /** The server's sort: the sortable column and its order; toggling asks for the other order. */
  sortOrder?: SortOrder;
  onToggleSort?: () => void;
  /** Replaces the read-only cell of a column (the settings table's editable checkbox). */
  renderCell?: (column: ColumnDefinition, row: Values) => ReactNode | undefined;
  /** Per-row buttons in a last column. */
  rowActions?: (row: Values) => ReactNode;
  actionsLabel?: string;
  emptyText?: string;
  /** A class for a row that must stand out (an out-of-contact cluster node). */
  rowClassName?: (row: Values) => string | undefined;
}

const ACTIONS = '__actions';

/** A table of rows described by ColumnDefinitions, rendered through TanStack Table. */
export function DataTable({ label, columns, rows, rowKey, sortOrder, onToggleSort, renderCell, rowActions, actionsLabel = '', emptyText, rowClassName }: Props) {
  const sortable = columns.find((column) => column.sortable);
  // Cell renderers must keep their identity (FlexRender renders them as components; a new
  // function would remount the cell and lose focus), so they read the latest callbacks from a ref.
  const latest = useRef({ renderCell, rowActions });
  latest.current = { renderCell, rowActions };
  const hasActions = rowActions !== undefined;
  const defs = useMemo<Column[]>(
    () => [
      ...columns.map<Column>((column) => ({
        id: column.field,
        header: column.label,
        accessorFn: (row: Values) => getPath(row, column.field) as never,
        enableSorting: column.sortable,
        cell: ({ row }) => latest.current.renderCell?.(column, row.original) ?? <CellValue column={column} row={row.original} />,
      })),
      ...(hasActions
        ? [{ id: ACTIONS, header: actionsLabel, enableSorting: false, cell: ({ row }) => <div className="row-actions">{latest.current.rowActions?.(row.original)}</div> } satisfies Column]
        : []),
    ],
    [columns, hasActions, actionsLabel],
  );
  const sorting = useMemo<SortingState>(() => (sortable && sortOrder ? [{ id: sortable.field, desc: sortOrder === 'DESC' }] : []), [sortable, sortOrder]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({
    features,
    columns: defs,
    data,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: () => onToggleSort?.(),
    getRowId: (row) => rowKey(row),
  });

  return (
    <table className="data-table" aria-label={label}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const canSort = header.column.getCanSort() && onToggleSort;
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={header.column.id === ACTIONS ? 'data-table__actions' : undefined}
                  aria-sort={canSort ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  {canSort ? (
                    <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                      <table.FlexRender header={header} />
                      <span className="sort-button__arrow" aria-hidden="true">
                        {sorted === 'desc' ? '▼' : '▲'}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-testid="table-row" className={rowClassName?.(row.original)}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className={cell.column.id === ACTIONS ? 'data-table__actions' : undefined}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && emptyText && (
          <tr>
            <td colSpan={defs.length} className="data-table__empty">
              {emptyText}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
