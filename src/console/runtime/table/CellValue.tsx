import { expiryState, type ExpiryState } from '../../../shared/certificate-expiry';
import type { ColumnDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { formatServerDateTime } from '../format/server-date-time';
import { useUiSettings } from '../ui-settings/ui-settings-context';
import { getPath, getPathThroughLists, type Values } from '../values/paths';
import { listCellText, plainCellText } from './cell-values';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A column's value: its field's, else the first of its `otherwise` properties that has one. A field
 * through a list of objects (`extendedAttributes.name`) is the list of the items' values.
 */
export function columnValue(column: ColumnDefinition, row: Values): unknown {
  for (const path of [column.field, ...(column.otherwise ?? [])]) {
    const value = getPathThroughLists(row, path);
    if (!isEmpty(value)) return value;
  }
  return getPathThroughLists(row, column.field);
}

function expiryMark(state: ExpiryState): string {
  if (state.kind === 'expired') return t('table.expired');
  if (state.days === 0) return t('table.expiresToday');
  return state.days === 1 ? t('table.expiresInOneDay') : t('table.expiresInDays', { days: state.days });
}

/** A read-only cell as its ColumnDefinition says: list limit, server date-time format (marked near expiry), chip. */
export function CellValue({ column, row }: { column: ColumnDefinition; row: Values }) {
  const { timezone } = useUiSettings();
  const value = columnValue(column, row);
  let text: string;
  if (column.format === 'serverDateTime' || column.format === 'expiry') text = formatServerDateTime(value, typeof timezone === 'string' ? timezone : undefined, t('common.unknown'));
  else if (column.listLimit !== undefined && (Array.isArray(value) || value === undefined)) text = listCellText(value as unknown[] | undefined, column.listLimit);
  else text = plainCellText(value, { yes: t('common.yes'), no: t('common.no') });
  const chip = column.chip && getPath(row, column.chip.field) === true ? column.chip.text : undefined;
  const expiry = column.format === 'expiry' ? expiryState(value, Date.now()) : undefined;
  return (
    <>
      <span className="cell-text">{text}</span>
      {expiry && (
        <span className={`chip chip--${expiry.kind === 'expired' ? 'danger' : 'warning'}`} data-testid="expiry-mark">
          {expiryMark(expiry)}
        </span>
      )}
      {chip && (
        <span className="chip" title={column.chip!.field} data-testid="chip">
          {chip}
        </span>
      )}
    </>
  );
}
