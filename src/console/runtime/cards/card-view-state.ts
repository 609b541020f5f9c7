/** One view moving between LIST, CREATE, EDIT and LOADING (SPEC 4). */
export type CardView = 'LIST' | 'CREATE' | 'EDIT' | 'LOADING';

export type Item = Record<string, unknown>;

export interface CardViewState {
  view: CardView;
  items: Item[];
  /** The object being edited in EDIT. */
  editing?: Item;
  /** CREATE from an import: the new object the server read from a file, not yet saved. */
  draft?: Item;
  /** The last list load failed; the list shows what it had. */
  loadFailed: boolean;
}

export type CardViewAction =
  | { type: 'loading' }
  | { type: 'loaded'; items: Item[] }
  | { type: 'loadFailed' }
  | { type: 'create'; draft?: Item }
  | { type: 'edit'; item: Item }
  | { type: 'backToList' };

export const initialCardViewState: CardViewState = { view: 'LOADING', items: [], loadFailed: false };

const isForm = (state: CardViewState) => state.view === 'CREATE' || state.view === 'EDIT';

export function cardViewReducer(state: CardViewState, action: CardViewAction): CardViewState {
  switch (action.type) {
    // A form stays open while the list behind it reloads (a search typed just before Edit applies
    // after it) and when the list arrives: only the list's own views follow the load.
    case 'loading':
      return isForm(state) ? state : { ...state, view: 'LOADING', editing: undefined, draft: undefined };
    case 'loaded':
      return isForm(state) ? { ...state, items: action.items, loadFailed: false } : { view: 'LIST', items: action.items, editing: undefined, draft: undefined, loadFailed: false };
    case 'loadFailed':
      return isForm(state) ? { ...state, loadFailed: true } : { ...state, view: 'LIST', editing: undefined, draft: undefined, loadFailed: true };
    // The Add button shows while the list loads, and works then too.
    case 'create':
      return state.view === 'LIST' || state.view === 'LOADING' ? { ...state, view: 'CREATE', editing: undefined, draft: action.draft } : state;
    case 'edit':
      return state.view === 'LIST' ? { ...state, view: 'EDIT', editing: action.item } : state;
    case 'backToList':
      return { ...state, view: 'LIST', editing: undefined, draft: undefined };
  }
}

/** Ascending by one property, ignoring case (PageDefinition.entity.sortBy). */
export function sortItems(items: readonly Item[], sortBy: string): Item[] {
  const text = (item: Item) => String(item[sortBy] ?? '');
  return [...items].sort((a, b) => text(a).localeCompare(text(b), undefined, { sensitivity: 'base' }));
}
