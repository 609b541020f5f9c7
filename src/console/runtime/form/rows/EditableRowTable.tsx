import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef, type ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { FieldErrorList } from '../../ui/FieldErrorList';
import { sortableAnnouncements } from '../../ui/sortable-announcements';
import { useRowKeys } from './use-row-keys';
import { DragHandleIcon } from '../../ui/DragHandleIcon';

export interface RowColumn {
  key: string;
  label: string;
  required?: boolean;
}

/** A cell's editor: its id, its accessible name ("Hostname, row 2") and whether it shows an error. */
export interface CellContext {
  id: string;
  label: string;
}

interface Props<Row> {
  id: string;
  /** The table's name: its caption, and the name its rows and buttons are called by. */
  label: string;
  /** Shown under the name, in the caption. */
  description?: string;
  columns: readonly RowColumn[];
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  newRow: () => Row;
  renderCell: (row: Row, index: number, column: RowColumn, cell: CellContext) => ReactNode;
  /** Errors of one row that belong to no cell. */
  rowErrors?: (index: number) => readonly string[];
  /** A table with a default row (PingFederate's requireDefaultRow): one radio per row. */
  defaultRow?: { isDefault: (row: Row) => boolean; choose: (rows: readonly Row[], index: number) => Row[] };
  disabled: boolean;
}

/**
 * An editable table of rows: add, remove, and reorder by dragging the handle (pointer or keyboard,
 * dnd-kit) or with Move up and Move down. Every control names its row ("Remove RADIUS Servers 2").
 */
export function EditableRowTable<Row>({ id, label, description, columns, rows, onChange, newRow, renderCell, rowErrors, defaultRow, disabled }: Props<Row>) {
  const keys = useRowKeys(rows.length);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    keys.moved(from, to);
    onChange(arrayMove([...rows], from, to));
  };
  // Announcements read the row order of the moment (a ref), named like the row's buttons ("RADIUS Servers 2").
  const order = useRef<readonly string[]>([]);
  order.current = keys.keys;
  const announcements = useMemo(
    () => sortableAnnouncements(() => order.current, { pickedUp: 'rows.pickedUp', over: 'rows.over', dropped: 'rows.dropped', cancelled: 'rows.cancelled' }, (n) => t('form.listItem', { label, n })),
    [label],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(keys.keys.indexOf(String(active.id)), keys.keys.indexOf(String(over.id)));
  };

  return (
    <div className="row-table" data-testid={`row-table-${label}`}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('rows.dragHint') } }}>
        <SortableContext items={keys.keys} strategy={verticalListSortingStrategy}>
          {/* A wide table scrolls in its own box on a narrow screen (tables are exempt from reflow); keyboard users scroll it once it has the focus. */}
          <div className="row-table__scroll" role="region" aria-label={label} tabIndex={0}>
            <table className="row-table__table" id={id}>
              <caption className="row-table__caption">
                {label}
                {description && <span className="row-table__description">{description}</span>}
              </caption>
              <thead>
                <tr>
                  {!disabled && <th scope="col"><span className="visually-hidden">{t('rows.order')}</span></th>}
                  {columns.map((column) => (
                    <th scope="col" key={column.key}>
                      {column.label}
                      {column.required && <span className="form-field__required" aria-hidden="true"> *</span>}
                    </th>
                  ))}
                  {defaultRow && <th scope="col">{t('rows.default')}</th>}
                  {!disabled && <th scope="col"><span className="visually-hidden">{t('rows.actions')}</span></th>}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td className="row-table__empty" colSpan={columns.length + 3}>{t('form.listEmpty')}</td>
                  </tr>
                )}
                {rows.map((row, index) => (
                  <SortableRow key={keys.keys[index]} sortId={keys.keys[index]} disabled={disabled} name={t('form.listItem', { label, n: index + 1 })}>
                    {columns.map((column) => (
                      <td key={column.key}>{renderCell(row, index, column, { id: `${id}-${index}-${column.key.replace(/\W+/g, '-')}`, label: `${column.label}, ${t('form.listItem', { label, n: index + 1 })}` })}</td>
                    ))}
                    {defaultRow && (
                      <td className="row-table__default">
                        <input
                          type="radio"
                          name={`${id}-default`}
                          checked={defaultRow.isDefault(row)}
                          disabled={disabled}
                          aria-label={t('rows.makeDefault', { label, n: index + 1 })}
                          onChange={() => onChange(defaultRow.choose(rows, index))}
                        />
                      </td>
                    )}
                    {!disabled && (
                      <td className="row-table__buttons">
                        <button type="button" className="button button--secondary button--small" aria-label={t('form.listMoveUp', { label, n: index + 1 })} title={t('form.listMoveUp', { label, n: index + 1 })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                          ↑
                        </button>
                        <button type="button" className="button button--secondary button--small" aria-label={t('form.listMoveDown', { label, n: index + 1 })} title={t('form.listMoveDown', { label, n: index + 1 })} disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                          ↓
                        </button>
                        <button
                          type="button"
                          className="button button--danger-outline button--small"
                          aria-label={t('form.listRemove', { label, n: index + 1 })}
                          onClick={() => {
                            keys.removed(index);
                            onChange(rows.filter((_, i) => i !== index));
                          }}
                        >
                          {t('common.remove')}
                        </button>
                        <FieldErrorList id={`${id}-${index}-errors`} errors={rowErrors?.(index) ?? []} />
                      </td>
                    )}
                  </SortableRow>
                ))}
              </tbody>
            </table>
          </div>
        </SortableContext>
      </DndContext>
      {!disabled && (
        <button
          type="button"
          className="button button--secondary button--small row-table__add"
          aria-label={`${t('form.listAdd')} ${label}`}
          onClick={() => {
            keys.added();
            onChange([...rows, newRow()]);
          }}
        >
          {t('rows.add')}
        </button>
      )}
    </div>
  );
}

/** A row that can be dragged by its handle; read-only tables have no handle. */
function SortableRow({ sortId, name, disabled, children }: { sortId: string; name: string; disabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortId, disabled });
  return (
    <tr ref={setNodeRef} className={`row-table__row${isDragging ? ' row-table__row--dragging' : ''}`} style={{ transform: CSS.Translate.toString(transform), transition }}>
      {!disabled && (
        <td className="row-table__handle-cell">
          <button type="button" ref={setActivatorNodeRef} className="row-table__handle" {...attributes} {...listeners} aria-label={t('rows.drag', { name })}>
            <DragHandleIcon />
          </button>
        </td>
      )}
      {children}
    </tr>
  );
}
