/**
 * The rules of the shortcut customization dialog (SPEC 2.6, 9), kept apart from React so they
 * can be tested as plain functions: what Restore Default keeps, where a drop puts a shortcut,
 * which shortcuts each section offers, and when the selection can be saved.
 */

/** Restore Default keeps at most this many of the user's own (non-default) shortcuts. */
export const RESTORE_EXTRA_LIMIT = 5;
/** The Selected list is sized for this many rows. */
export const SELECTION_ROWS = 11;

export const SELECTED = 'selected';
export const RECENT = 'recent';
/** The dialog's sections: Selected, Recently Used, or a category (its navigation area id). */
export type SectionId = string;

/** Where a dragged shortcut was dropped: on a section, or on one shortcut of it. */
export interface DropTarget {
  section: SectionId;
  shortcutId?: string;
}

/** The defaults, then the first few non-default shortcuts of the previous selection (extras trimmed). */
export function restoreDefault(defaults: readonly string[], previous: readonly string[], limit = RESTORE_EXTRA_LIMIT): string[] {
  const unique = [...new Set(defaults)];
  const extras = [...new Set(previous)].filter((id) => !unique.includes(id)).slice(0, Math.max(0, limit));
  return [...unique, ...extras];
}

/** A customization is saved only with at least one shortcut. */
export function canSave(selected: readonly string[]): boolean {
  return selected.length > 0;
}

/** The shortcuts a section offers: those not selected, in the section's order. */
export function notSelected<T extends { id: string }>(items: readonly T[], selected: readonly string[]): T[] {
  return items.filter((item) => !selected.includes(item.id));
}

/** Recently used shortcuts still on offer: known (available to this user) and not selected. */
export function recentShown(recent: readonly string[], selected: readonly string[], known: ReadonlySet<string>): string[] {
  return [...new Set(recent)].filter((id) => known.has(id) && !selected.includes(id));
}

/** Adds a shortcut at an index (default the end); a shortcut already selected is left where it is. */
export function addShortcut(selected: readonly string[], id: string, index = selected.length): string[] {
  if (selected.includes(id)) return [...selected];
  const at = Math.min(Math.max(index, 0), selected.length);
  return [...selected.slice(0, at), id, ...selected.slice(at)];
}

export function removeShortcut(selected: readonly string[], id: string): string[] {
  return selected.filter((candidate) => candidate !== id);
}

/** Moves a selected shortcut to another position (the position it takes in the result). */
export function moveShortcut(selected: readonly string[], id: string, toIndex: number): string[] {
  const from = selected.indexOf(id);
  if (from < 0) return [...selected];
  const rest = removeShortcut(selected, id);
  const at = Math.min(Math.max(toIndex, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The selection after dropping a shortcut dragged from a section: into Selected it is inserted
 * at the shortcut dropped on (or appended), within Selected it is reordered, and dragged out of
 * Selected onto any other section it is removed. A drop between two other sections changes nothing.
 */
export function applyDrop(selected: readonly string[], from: SectionId, id: string, target: DropTarget | undefined): string[] {
  if (!target) return [...selected];
  const onSelected = target.section === SELECTED;
  if (from === SELECTED && !onSelected) return removeShortcut(selected, id);
  if (!onSelected) return [...selected];
  const targetIndex = target.shortcutId === undefined ? -1 : selected.indexOf(target.shortcutId);
  if (from === SELECTED) return moveShortcut(selected, id, targetIndex < 0 ? selected.length : targetIndex);
  return addShortcut(selected, id, targetIndex < 0 ? selected.length : targetIndex);
}
