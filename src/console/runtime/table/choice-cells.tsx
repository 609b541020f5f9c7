import { useCallback } from 'react';
import type { ColumnDefinition, PageDefinition } from '../../../shared/page-model';
import { pageString } from '../../i18n/t';
import { getPath, type Values } from '../values/paths';
import { useLookups } from '../cards/use-lookups';
import { listCellText } from './cell-values';

/**
 * Cells of columns whose property a page field labels with `choices`: the labels instead of the
 * raw values ("Authorization Code", not AUTHORIZATION_CODE), lists within the column's limit.
 * A lookup column shows the label of its select field's option (a plugin type's name, not its
 * class). Other columns render as usual (undefined).
 */
export function useChoiceCells(page: PageDefinition) {
  const lookups = useLookups(page);
  return useCallback(
    (column: ColumnDefinition, row: Values) => {
      if (column.lookup) {
        const value = getPath(row, column.field);
        const option = lookups[column.field]?.find((candidate) => candidate.value === value);
        return <span className="cell-text">{option?.label ?? (value === undefined || value === null ? '' : String(value))}</span>;
      }
      const field = page.fields.find((candidate) => candidate.name === column.field && candidate.choices);
      if (!field?.choices) return undefined;
      const label = (value: unknown) => pageString(page.id, `fields.${field.name}.choices.${String(value)}`, field.choices?.[String(value)] ?? String(value));
      const value = getPath(row, column.field);
      const text = Array.isArray(value) ? listCellText(value.map(label), column.listLimit) : value === undefined || value === null ? '' : label(value);
      return <span className="cell-text">{text}</span>;
    },
    [page, lookups],
  );
}
