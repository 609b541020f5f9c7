import { describe, expect, it } from 'vitest';
import {
  addShortcut,
  applyDrop,
  canSave,
  moveShortcut,
  notSelected,
  RECENT,
  recentShown,
  removeShortcut,
  restoreDefault,
  SELECTED,
} from '../../../src/console/screens/shortcuts/shortcut-selection';
import { itemDragId, parseDragId, zoneDragId } from '../../../src/console/screens/shortcuts/drag-ids';
import { chooseBackground, STATIC_BACKGROUND } from '../../../src/console/screens/home/backgrounds/backgrounds';

const defaults = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'];

describe('Restore Default', () => {
  it('gives the defaults when the previous selection had nothing else', () => {
    expect(restoreDefault(defaults, ['d3', 'd1'])).toEqual(defaults);
  });

  it('keeps the non-default shortcuts of the previous selection after the defaults, in their order', () => {
    expect(restoreDefault(defaults, ['x1', 'd2', 'x2'])).toEqual([...defaults, 'x1', 'x2']);
  });

  it('keeps at most 5 non-default shortcuts and trims the rest (11 in all with 6 defaults)', () => {
    const previous = ['x1', 'd1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7'];
    const restored = restoreDefault(defaults, previous);
    expect(restored).toEqual([...defaults, 'x1', 'x2', 'x3', 'x4', 'x5']);
    expect(restored).toHaveLength(11);
  });

  it('never repeats a shortcut', () => {
    expect(restoreDefault(['d1', 'd1'], ['x1', 'x1'])).toEqual(['d1', 'x1']);
  });

  it('restores the defaults from an empty selection', () => {
    expect(restoreDefault(defaults, [])).toEqual(defaults);
  });
});

describe('selection rules', () => {
  it('can save only with at least one shortcut', () => {
    expect(canSave([])).toBe(false);
    expect(canSave(['a'])).toBe(true);
  });

  it('offers in a category only what is not selected, in order', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(notSelected(items, ['b']).map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('shows recently used shortcuts that are available and not selected, without repeats', () => {
    expect(recentShown(['a', 'gone', 'b', 'a', 'c'], ['b'], new Set(['a', 'b', 'c']))).toEqual(['a', 'c']);
  });

  it('adds at an index or at the end, and never twice', () => {
    expect(addShortcut(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(addShortcut(['a', 'b'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(addShortcut(['a', 'b'], 'a', 2)).toEqual(['a', 'b']);
  });

  it('removes and moves', () => {
    expect(removeShortcut(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(moveShortcut(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveShortcut(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('dropping a dragged shortcut', () => {
  const selected = ['a', 'b', 'c'];

  it('inserts a shortcut from a category before the selected shortcut it is dropped on', () => {
    expect(applyDrop(selected, 'system', 'x', { section: SELECTED, shortcutId: 'b' })).toEqual(['a', 'x', 'b', 'c']);
  });

  it('appends a shortcut dropped on the Selected area itself', () => {
    expect(applyDrop(selected, RECENT, 'x', { section: SELECTED })).toEqual(['a', 'b', 'c', 'x']);
  });

  it('reorders within Selected like a sortable list', () => {
    expect(applyDrop(selected, SELECTED, 'a', { section: SELECTED, shortcutId: 'c' })).toEqual(['b', 'c', 'a']);
    expect(applyDrop(selected, SELECTED, 'c', { section: SELECTED, shortcutId: 'a' })).toEqual(['c', 'a', 'b']);
  });

  it('removes a selected shortcut dragged onto another section', () => {
    expect(applyDrop(selected, SELECTED, 'b', { section: 'security', shortcutId: 'k' })).toEqual(['a', 'c']);
    expect(applyDrop(selected, SELECTED, 'b', { section: RECENT })).toEqual(['a', 'c']);
  });

  it('changes nothing for a drop outside Selected from outside, or no drop target', () => {
    expect(applyDrop(selected, 'system', 'x', { section: 'security' })).toEqual(selected);
    expect(applyDrop(selected, SELECTED, 'a', undefined)).toEqual(selected);
  });

  it('names items by section, so one shortcut can show in two sections', () => {
    expect(parseDragId(itemDragId(RECENT, 'idp::x'))).toEqual({ section: RECENT, shortcutId: 'idp::x' });
    expect(parseDragId(zoneDragId(SELECTED))).toEqual({ section: SELECTED });
  });
});

describe('dashboard background', () => {
  it('is the static picture when backgrounds are off', () => {
    expect(chooseBackground(false, () => 0.5)).toBe(STATIC_BACKGROUND);
  });

  it('is one of 1 to 6 when they are on', () => {
    expect(chooseBackground(true, () => 0)).toBe('1');
    expect(chooseBackground(true, () => 0.999999)).toBe('6');
    expect(chooseBackground(true, () => 0.5)).toBe('4');
  });
});
