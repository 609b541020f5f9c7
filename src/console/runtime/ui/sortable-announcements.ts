import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { t } from '../../i18n/t';

/** Message keys of what is said while an item moves; each gets {number}, {name}, {position} and {count}. */
export interface AnnouncementTexts {
  pickedUp: string;
  over: string;
  dropped: string;
  cancelled: string;
}

/**
 * What a screen reader hears while an item of a sortable list is moved (keyboard or pointer):
 * items are named by their number before the move, positions counted in the list as it is. An
 * item picked up is at once "over" itself; that says nothing new, so "Picked up" is not overwritten.
 */
export function sortableAnnouncements(order: () => readonly string[], texts: AnnouncementTexts, nameOf: (number: number) => string = String): Announcements {
  const numberOf = (id: UniqueIdentifier) => order().indexOf(String(id)) + 1;
  const vars = (active: UniqueIdentifier, over?: UniqueIdentifier) => ({
    number: numberOf(active),
    name: nameOf(numberOf(active)),
    position: over === undefined ? 0 : numberOf(over),
    count: order().length,
  });
  let lastOver: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t(texts.pickedUp, vars(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return t(texts.over, vars(active.id, over.id));
    },
    onDragEnd: ({ active, over }) => (over ? t(texts.dropped, vars(active.id, over.id)) : t(texts.cancelled, vars(active.id))),
    onDragCancel: ({ active }) => t(texts.cancelled, vars(active.id)),
  };
}
