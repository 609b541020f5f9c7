import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { t } from '../../i18n/t';

/**
 * What a screen reader hears while a rule is moved (keyboard or pointer): rules are named by
 * their number before the move, positions counted in the list as it is. A rule picked up is at
 * once "over" itself; that says nothing new, so "Picked up" is not overwritten by it.
 */
export function ruleAnnouncements(order: () => readonly string[]): Announcements {
  const numberOf = (id: UniqueIdentifier) => order().indexOf(String(id)) + 1;
  const count = () => order().length;
  let lastOver: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return t('rules.pickedUp', { number: numberOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return t('rules.over', { number: numberOf(active.id), position: numberOf(over.id), count: count() });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('rules.dropped', { number: numberOf(active.id), position: numberOf(over.id), count: count() }) : t('rules.cancelled', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('rules.cancelled', { number: numberOf(active.id) }),
  };
}
