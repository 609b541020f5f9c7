/** One view moving between LIST, CREATE, EDIT and LOADING (SPEC 4). */
export type CardView = 'LIST' | 'CREATE' | 'EDIT' | 'LOADING';

export type Item = Record<string, unknown>;

export interface CardViewState {
  view: CardView;
  items: Item[];
  /** The object being edited in EDIT. */
  editing?: Item;
  /** The last list load failed; the list shows what it had. */
  loadFailed: boolean;
}

export type CardViewAction =
  | { type: 'loading' }
  | { type: 'loaded'; items: Item[] }
  | { type: 'loadFailed' }
  | { type: 'create' }
  | { type: 'edit'; item: Item }
  | { type: 'backToList' };

export const initialCardViewState: CardViewState = { view: 'LOADING', items: [], loadFailed: false };

export function cardViewReducer(state: CardViewState, action: CardViewAction): CardViewState {
  switch (action.type) {
    case 'loading':
      return { ...state, view: 'LOADING', editing: undefined };
    // A form opened while the list loaded stays open when the list arrives.
    case 'loaded':
      return { view: state.view === 'CREATE' ? 'CREATE' : 'LIST', items: action.items, editing: undefined, loadFailed: false };
    case 'loadFailed':
      return { ...state, view: state.view === 'CREATE' ? 'CREATE' : 'LIST', editing: undefined, loadFailed: true };
    // The Add button shows while the list loads, and works then too.
    case 'create':
      return state.view === 'LIST' || state.view === 'LOADING' ? { ...state, view: 'CREATE', editing: undefined } : state;
    case 'edit':
      return state.view === 'LIST' ? { ...state, view: 'EDIT', editing: action.item } : state;
    case 'backToList':
      return { ...state, view: 'LIST', editing: undefined };
  }
}

/** Ascending by one property, ignoring case (PageDefinition.entity.sortBy). */
export function sortItems(items: readonly Item[], sortBy: string): Item[] {
  const text = (item: Item) => String(item[sortBy] ?? '');
  return [...items].sort((a, b) => text(a).localeCompare(text(b), undefined, { sensitivity: 'base' }));
}
