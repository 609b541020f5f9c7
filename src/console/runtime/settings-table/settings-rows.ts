import type { Values } from '../values/paths';

/** Rows of a settings list with one editable boolean column; edits are kept apart from what was loaded. */
export interface SettingsRows {
  rows: Values[];
  /** Edited values by row key. */
  edits: Record<string, boolean>;
}

export const emptySettingsRows: SettingsRows = { rows: [], edits: {} };

export function loadSettingsRows(rows: Values[]): SettingsRows {
  return { rows, edits: {} };
}

export function valueOf(state: SettingsRows, row: Values, rowKey: string, field: string): boolean {
  const key = String(row[rowKey]);
  return key in state.edits ? state.edits[key] : row[field] === true;
}

/** Setting a row back to its loaded value removes the edit, so "changed" means really different. */
export function editRow(state: SettingsRows, row: Values, rowKey: string, field: string, value: boolean): SettingsRows {
  const key = String(row[rowKey]);
  const { [key]: _previous, ...rest } = state.edits;
  return { ...state, edits: (row[field] === true) === value ? rest : { ...rest, [key]: value } };
}

export function isDirty(state: SettingsRows): boolean {
  return Object.keys(state.edits).length > 0;
}

/** The rows as they are to be saved: every loaded row with its edited value applied. */
export function rowsToSave(state: SettingsRows, rowKey: string, field: string): Values[] {
  return state.rows.map((row) => {
    const key = String(row[rowKey]);
    return key in state.edits ? { ...row, [field]: state.edits[key] } : row;
  });
}
