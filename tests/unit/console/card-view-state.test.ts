import { describe, expect, it } from 'vitest';
import { cardViewReducer, initialCardViewState, sortItems } from '../../../src/console/runtime/cards/card-view-state';

describe('card view state', () => {
  const loaded = cardViewReducer(initialCardViewState, { type: 'loaded', items: [{ id: 'a' }] });

  it('starts LOADING and shows the LIST once loaded', () => {
    expect(initialCardViewState.view).toBe('LOADING');
    expect(loaded).toMatchObject({ view: 'LIST', items: [{ id: 'a' }], loadFailed: false });
  });

  it('goes LIST → CREATE → LIST and LIST → EDIT with the item', () => {
    expect(cardViewReducer(loaded, { type: 'create' }).view).toBe('CREATE');
    const editing = cardViewReducer(loaded, { type: 'edit', item: { id: 'a' } });
    expect(editing).toMatchObject({ view: 'EDIT', editing: { id: 'a' } });
    expect(cardViewReducer(editing, { type: 'backToList' })).toMatchObject({ view: 'LIST', editing: undefined });
  });

  it('keeps an open form open while the list behind it reloads (a search applied after Edit)', () => {
    const editing = cardViewReducer(loaded, { type: 'edit', item: { id: 'a' } });
    const reloading = cardViewReducer(editing, { type: 'loading' });
    expect(reloading).toMatchObject({ view: 'EDIT', editing: { id: 'a' } });
    expect(cardViewReducer(reloading, { type: 'loaded', items: [{ id: 'b' }] })).toMatchObject({ view: 'EDIT', editing: { id: 'a' }, items: [{ id: 'b' }] });
    expect(cardViewReducer(reloading, { type: 'loadFailed' })).toMatchObject({ view: 'EDIT', editing: { id: 'a' }, loadFailed: true });
    const creating = cardViewReducer(loaded, { type: 'create' });
    expect(cardViewReducer(cardViewReducer(creating, { type: 'loading' }), { type: 'loaded', items: [] }).view).toBe('CREATE');
  });

  it('opens the create form while the list loads, and keeps it open when the list arrives', () => {
    const creating = cardViewReducer(initialCardViewState, { type: 'create' });
    expect(creating.view).toBe('CREATE');
    expect(cardViewReducer(creating, { type: 'loaded', items: [{ id: 'a' }] })).toMatchObject({ view: 'CREATE', items: [{ id: 'a' }] });
    expect(cardViewReducer(creating, { type: 'loadFailed' })).toMatchObject({ view: 'CREATE', loadFailed: true });
  });

  it('ignores edit unless the list is shown, and create while a form is open', () => {
    const loading = cardViewReducer(loaded, { type: 'loading' });
    expect(cardViewReducer(loading, { type: 'edit', item: { id: 'a' } })).toBe(loading);
    const creating = cardViewReducer(loaded, { type: 'create' });
    expect(cardViewReducer(creating, { type: 'edit', item: { id: 'a' } }).view).toBe('CREATE');
  });

  it('keeps the items when a reload fails', () => {
    expect(cardViewReducer(loaded, { type: 'loadFailed' })).toMatchObject({ view: 'LIST', items: [{ id: 'a' }], loadFailed: true });
  });

  it('sorts by the sort property ignoring case', () => {
    const items = [{ name: 'beta' }, { name: 'Alpha' }, { name: 'gamma' }, { name: 'Beta2' }];
    expect(sortItems(items, 'name').map((item) => item.name)).toEqual(['Alpha', 'beta', 'Beta2', 'gamma']);
  });
});
