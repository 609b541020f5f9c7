import type { FieldProps } from '@rjsf/utils';
import type { RowColumnDefinition } from '../../../../shared/page-model';
import { pageString, t } from '../../../i18n/t';
import { FieldErrorList } from '../../ui/FieldErrorList';
import { errorsAt } from '../error-schema';
import type { FieldWidgetOptions } from '../ui-schema';
import { EditableRowTable, type CellContext } from './EditableRowTable';

type Row = Record<string, unknown>;

/** A new row: a check box column starts unchecked, the others empty (left out). */
const newRow = (columns: readonly RowColumnDefinition[]): Row => Object.fromEntries(columns.filter((c) => c.kind === 'checkbox').map((c) => [c.name, false]));

/** One cell's editor, by the kind of its property; what the page does not show of a row stays as it is. */
function Cell({ column, row, cell, invalid, disabled, onChange, label }: { column: RowColumnDefinition; row: Row; cell: CellContext; invalid: boolean; disabled: boolean; onChange: (row: Row) => void; label: (value: string) => string }) {
  const value = row[column.name];
  const common = { id: cell.id, 'aria-label': cell.label, 'aria-invalid': invalid || undefined, 'aria-required': column.required || undefined, 'aria-describedby': invalid ? `${cell.id}__error` : undefined, disabled };
  const set = (next: unknown) => {
    // Another type of a polymorphic item keeps only what that type has.
    const kept = typeof next === 'string' ? column.variants?.[next] : undefined;
    const copy = kept ? Object.fromEntries(Object.entries(row).filter(([name]) => kept.includes(name))) : { ...row };
    if (next === undefined || next === '') delete copy[column.name];
    else copy[column.name] = next;
    onChange(copy);
  };
  switch (column.kind) {
    case 'checkbox':
      return <input {...common} type="checkbox" className="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />;
    case 'number':
      return <input {...common} type="number" className="input" step={1} value={typeof value === 'number' ? value : ''} onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))} />;
    case 'select':
      return (
        <select {...common} className="input" value={typeof value === 'string' ? value : ''} onChange={(e) => set(e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {(column.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {label(choice)}
            </option>
          ))}
        </select>
      );
    default:
      return <input {...common} type="text" className="input" maxLength={column.maxLength} value={typeof value === 'string' ? value : ''} onChange={(e) => set(e.target.value)} />;
  }
}

/**
 * A list of objects (widget rows) as an editable table: a column per described property, rows
 * added, removed and reordered; errors (the form's and the server's, `list[2].name`) in their cell.
 */
export function RowsField(props: FieldProps) {
  const { definition, pageId } = props.uiSchema?.['ui:options'] as unknown as FieldWidgetOptions;
  const columns = definition.rowColumns ?? [];
  const rows = (Array.isArray(props.formData) ? props.formData : []) as Row[];
  const label = pageString(pageId, `fields.${definition.name}.label`, definition.label);
  const disabled = Boolean(props.disabled || props.readonly);
  const errors = props.errorSchema;
  return (
    // The field template around it shows the list's help and its own errors (`minItems`).
    <EditableRowTable<Row>
        id={props.fieldPathId.$id}
        label={label}
        columns={columns.map((column) => ({ key: column.name, label: pageString(pageId, `fields.${definition.name}.columns.${column.name}`, column.label), required: column.required }))}
        rows={rows}
        disabled={disabled}
        newRow={() => newRow(columns)}
        onChange={(next) => props.onChange(next, props.fieldPathId.path)}
        renderCell={(row, index, shown, cell) => {
          const column = columns.find((candidate) => candidate.name === shown.key)!;
          const cellErrors = errorsAt(errors, index, column.name);
          return (
            <>
              <Cell
                column={column}
                row={row}
                cell={cell}
                invalid={cellErrors.length > 0}
                disabled={disabled}
                label={(value) => pageString(pageId, `fields.${definition.name}.choices.${value}`, definition.choices?.[value] ?? value)}
                onChange={(changed) => props.onChange(rows.map((each, i) => (i === index ? changed : each)), props.fieldPathId.path)}
              />
              <FieldErrorList id={`${cell.id}__error`} errors={cellErrors} />
            </>
          );
        }}
        rowErrors={(index) => errorsAt(errors, index)}
      />
  );
}
