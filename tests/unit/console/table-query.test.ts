import { describe, expect, it } from 'vitest';
import { listCellText } from '../../../src/console/runtime/table/cell-values';
import { initialTableQuery, listQuery, pageAfterDelete, pageCount, pagerPages, tableQueryReducer, type TableQuery } from '../../../src/console/runtime/table/table-query';

const at = (patch: Partial<TableQuery>): TableQuery => ({ ...initialTableQuery, ...patch });

describe('table query (paging, search, sort)', () => {
  it('applies typed text as the filter only when told (the debounce), and goes back to page 1', () => {
    const typed = tableQueryReducer(at({ page: 3 }), { type: 'type', search: ' read ' });
    expect(typed).toMatchObject({ page: 3, search: ' read ', filter: '' });
    expect(tableQueryReducer(typed, { type: 'applyFilter' })).toMatchObject({ page: 1, filter: 'read' });
  });

  it('keeps the page when the applied filter has not changed', () => {
    const state = at({ page: 2, search: 'x', filter: 'x' });
    expect(tableQueryReducer(state, { type: 'applyFilter' })).toBe(state);
  });

  it('toggles the sort order both ways', () => {
    const desc = tableQueryReducer(initialTableQuery, { type: 'toggleSort' });
    expect(desc.sortOrder).toBe('DESC');
    expect(tableQueryReducer(desc, { type: 'toggleSort' }).sortOrder).toBe('ASC');
  });

  it('resets page, search and sort', () => {
    expect(tableQueryReducer(at({ page: 4, search: 'a', filter: 'a', sortOrder: 'DESC' }), { type: 'reset' })).toEqual({ page: 1, search: '', filter: '', sortOrder: 'ASC' });
  });

  it('moves back a page when the last item of a page above 1 is deleted', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 2)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
    expect(tableQueryReducer(at({ page: 2 }), { type: 'deleted', rowsOnPage: 1 }).page).toBe(1);
  });

  it('counts pages as the ceiling of total / size, at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('builds the list query', () => {
    expect(listQuery(at({ page: 2, filter: 'acc', sortOrder: 'DESC' }), 20, true)).toEqual({ page: 2, numberPerPage: 20, sortOrder: 'DESC', filter: 'acc' });
    expect(listQuery(at({}), 20, true)).toEqual({ page: 1, numberPerPage: 20, sortOrder: 'ASC' });
    expect(listQuery(at({ filter: 'x' }), undefined, false)).toEqual({});
  });

  it('offers first, last and the pages around the current one', () => {
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
  });
});

describe('list column', () => {
  it('shows up to the limit, then "... (total)"', () => {
    expect(listCellText(['a', 'b', 'c', 'd', 'e'], 5)).toBe('a, b, c, d, e');
    expect(listCellText(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5)).toBe('a, b, c, d, e ... (7)');
    expect(listCellText(undefined, 5)).toBe('');
  });
});
