import type { Announcements } from '@dnd-kit/core';
import { t } from '../../i18n/t';

/**
 * What a screen reader hears while a rule is moved (keyboard or pointer): rules are named by
 * their number before the move, positions counted in the list as it is.
 */
export function ruleAnnouncements(order: () => readonly string[]): Announcements {
  const numberOf = (id: string | number) => order().indexOf(String(id)) + 1;
  const count = () => order().length;
  return {
    onDragStart: ({ active }) => t('rules.pickedUp', { number: numberOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('rules.over', { number: numberOf(active.id), position: numberOf(over.id), count: count() }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t('rules.dropped', { number: numberOf(active.id), position: numberOf(over.id), count: count() }) : t('rules.cancelled', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('rules.cancelled', { number: numberOf(active.id) }),
  };
}
