import type { SectionId } from './shortcut-selection';

/**
 * Drag-and-drop ids: a shortcut may show in two sections at once (Recently Used and its category),
 * so an item's id names its section too; a section's drop area has an id of its own.
 */
const SEPARATOR = '::';
const ZONE = 'zone';

export const itemDragId = (section: SectionId, shortcutId: string) => `${section}${SEPARATOR}${shortcutId}`;
export const zoneDragId = (section: SectionId) => `${ZONE}${SEPARATOR}${section}`;

export interface ParsedDragId {
  section: SectionId;
  /** Absent for a section's drop area. */
  shortcutId?: string;
}

export function parseDragId(id: string | number): ParsedDragId {
  const text = String(id);
  const at = text.indexOf(SEPARATOR);
  const head = text.slice(0, at);
  const tail = text.slice(at + SEPARATOR.length);
  return head === ZONE ? { section: tail } : { section: head, shortcutId: tail };
}
