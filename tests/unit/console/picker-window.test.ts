import { describe, expect, it } from 'vitest';
import { addPage, emptyWindow, pageToLoad, rowCount, viewPosition, windowRows, type PickerWindow } from '../../../src/console/runtime/form/picker/picker-window';
import { moveName } from '../../../src/console/runtime/form/picker/picker-moves';

const rules = { pageSize: 20, maxRows: 100, loadThreshold: 8, lookaheadPages: 5 };
const names = (page: number) => Array.from({ length: 20 }, (_, index) => `s${String((page - 1) * 20 + index).padStart(4, '0')}`);
const loaded = (first: number, last: number, total = 1000): PickerWindow => {
  let window = emptyWindow;
  for (let page = first; page <= last; page++) window = addPage(window, page, names(page), total, rules);
  return window;
};

describe('picker window', () => {
  it('keeps at most maxRows rows, dropping pages from the far end', () => {
    const six = loaded(1, 6);
    expect(rowCount(six)).toBe(100);
    expect(six.firstPage).toBe(2);
    const back = addPage(six, 1, names(1), 1000, rules);
    expect(back.firstPage).toBe(1);
    expect(back.pages).toHaveLength(5);
    expect(windowRows(back).at(-1)).toEqual({ name: 's0099', page: 5 });
  });

  it('starts a new window for a page that is not a neighbour', () => {
    expect(addPage(loaded(1, 2), 9, names(9), 1000, rules)).toMatchObject({ firstPage: 9, pages: [names(9)] });
  });

  it('loads the first page of an empty window', () => {
    expect(pageToLoad(emptyWindow, { rowsAbove: 0, rowsBelow: 0, pageInView: 1 }, rules)).toBe(1);
  });

  it('loads the next page only when fewer than loadThreshold rows remain below', () => {
    const window = loaded(1, 2);
    expect(pageToLoad(window, { rowsAbove: 0, rowsBelow: 8, pageInView: 1 }, rules)).toBeUndefined();
    expect(pageToLoad(window, { rowsAbove: 0, rowsBelow: 7, pageInView: 1 }, rules)).toBe(3);
  });

  it('looks ahead at most lookaheadPages beyond the page in view', () => {
    const window = loaded(1, 6);
    expect(pageToLoad(window, { rowsAbove: 20, rowsBelow: 0, pageInView: 1 }, rules)).toBeUndefined();
    expect(pageToLoad(window, { rowsAbove: 20, rowsBelow: 0, pageInView: 2 }, rules)).toBe(7);
  });

  it('stops at the last page of the total', () => {
    const window = loaded(1, 2, 35);
    expect(pageToLoad(window, { rowsAbove: 30, rowsBelow: 0, pageInView: 2 }, rules)).toBeUndefined();
  });

  it('loads the previous page when fewer than loadThreshold rows remain above', () => {
    const window = loaded(1, 7);
    expect(window.firstPage).toBe(3);
    expect(pageToLoad(window, { rowsAbove: 7, rowsBelow: 50, pageInView: 4 }, rules)).toBe(2);
    expect(pageToLoad(window, { rowsAbove: 8, rowsBelow: 50, pageInView: 4 }, rules)).toBeUndefined();
  });

  it('derives the view position from the scroll box', () => {
    const rows = windowRows(loaded(1, 2));
    expect(viewPosition(rows, { scrollTop: 0, clientHeight: 340 }, 34, 1)).toEqual({ rowsAbove: 0, rowsBelow: 30, pageInView: 1 });
    expect(viewPosition(rows, { scrollTop: 34 * 25, clientHeight: 340 }, 34, 1)).toEqual({ rowsAbove: 25, rowsBelow: 5, pageInView: 2 });
  });
});

describe('picker moves', () => {
  it('appends a chosen name once and removes a name made available', () => {
    expect(moveName(['a'], 'b', 'selected')).toEqual(['a', 'b']);
    expect(moveName(['a', 'b'], 'b', 'selected')).toEqual(['a', 'b']);
    expect(moveName(['a', 'b'], 'a', 'available')).toEqual(['b']);
  });
});
