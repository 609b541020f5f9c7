import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { parseDragId } from './drag-ids';
import { SELECTED } from './shortcut-selection';

/**
 * Arrow keys move a shortcut to the nearest drop place in their direction (dnd-kit's sortable
 * getter), except that a shortcut taken from an offering section only goes to Selected: moving
 * it among the other offers would change nothing, so the left arrow leads straight to Selected.
 */
export const shortcutKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  if (!active || parseDragId(active.id).section === SELECTED) return sortableKeyboardCoordinates(event, args);
  // The getter reads the containers through get() and getEnabled() only; the map itself stays untouched.
  const toSelected = {
    get: (id: Parameters<typeof droppableContainers.get>[0]) => droppableContainers.get(id),
    getEnabled: () => droppableContainers.getEnabled().filter((entry) => entry.id === active.id || parseDragId(entry.id).section === SELECTED),
  } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: toSelected } });
};
