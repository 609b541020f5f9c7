import type { ColumnDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { formatServerDateTime } from '../format/server-date-time';
import { useUiSettings } from '../ui-settings/ui-settings-context';
import { getPath, type Values } from '../values/paths';
import { listCellText, plainCellText } from './cell-values';

/** A read-only cell as its ColumnDefinition says: list limit, server date-time format, chip. */
export function CellValue({ column, row }: { column: ColumnDefinition; row: Values }) {
  const { timezone } = useUiSettings();
  const value = getPath(row, column.field);
  let text: string;
  if (column.format === 'serverDateTime') text = formatServerDateTime(value, typeof timezone === 'string' ? timezone : undefined, t('common.unknown'));
  else if (column.listLimit !== undefined && (Array.isArray(value) || value === undefined)) text = listCellText(value as unknown[] | undefined, column.listLimit);
  else text = plainCellText(value, { yes: t('common.yes'), no: t('common.no') });
  const chip = column.chip && getPath(row, column.chip.field) === true ? column.chip.text : undefined;
  return (
    <>
      <span className="cell-text">{text}</span>
      {chip && (
        <span className="chip" title={column.chip!.field} data-testid="chip">
          {chip}
        </span>
      )}
    </>
  );
}
