/**
 * Row rules of a string-list settings page (SPEC 4): a new row is removed outright on Delete;
 * an existing row is only marked deleted until save, and can be restored.
 */
export interface StringRow {
  key: number;
  value: string;
  status: 'new' | 'existing' | 'deleted';
}

export interface StringListState {
  rows: StringRow[];
  /** The values as loaded or last saved. */
  saved: string[];
  nextKey: number;
}

export type StringListAction =
  | { type: 'load'; values: string[] }
  | { type: 'add' }
  | { type: 'edit'; key: number; value: string }
  | { type: 'delete'; key: number }
  | { type: 'undoDelete'; key: number }
  | { type: 'reset' };

function fromValues(values: string[]): StringListState {
  return { rows: values.map((value, key) => ({ key, value, status: 'existing' })), saved: values, nextKey: values.length };
}

export const emptyStringList: StringListState = fromValues([]);

export function stringListReducer(state: StringListState, action: StringListAction): StringListState {
  const update = (key: number, change: (row: StringRow) => StringRow | undefined): StringListState => ({
    ...state,
    rows: state.rows.flatMap((row) => (row.key === key ? (change(row) ?? []) : [row])),
  });
  switch (action.type) {
    case 'load':
      return fromValues(action.values);
    case 'reset':
      return fromValues(state.saved);
    case 'add':
      return { ...state, rows: [...state.rows, { key: state.nextKey, value: '', status: 'new' }], nextKey: state.nextKey + 1 };
    case 'edit':
      return update(action.key, (row) => (row.status === 'deleted' ? row : { ...row, value: action.value }));
    case 'delete':
      return update(action.key, (row) => (row.status === 'new' ? undefined : { ...row, status: 'deleted' }));
    case 'undoDelete':
      return update(action.key, (row) => (row.status === 'deleted' ? { ...row, status: 'existing' } : row));
  }
}

/** The rows that will be saved, in order; their index is the server's `property[i]`. */
export function keptRows(state: StringListState): StringRow[] {
  return state.rows.filter((row) => row.status !== 'deleted');
}

export function valuesToSave(state: StringListState): string[] {
  return keptRows(state).map((row) => row.value.trim());
}

/** Save is offered only when the list differs from what the server holds. */
export function isChanged(state: StringListState): boolean {
  const values = valuesToSave(state);
  return values.length !== state.saved.length || values.some((value, i) => value !== state.saved[i]);
}

export function emptyRowKeys(state: StringListState): number[] {
  return keptRows(state).filter((row) => row.value.trim() === '').map((row) => row.key);
}
