import type { Announcements } from '@dnd-kit/core';
import { sortableAnnouncements } from '../../runtime/ui/sortable-announcements';

/** What a screen reader hears while a rule is moved: rules are named by their number ("policy rule #2"). */
export function ruleAnnouncements(order: () => readonly string[]): Announcements {
  return sortableAnnouncements(order, { pickedUp: 'rules.pickedUp', over: 'rules.over', dropped: 'rules.dropped', cancelled: 'rules.cancelled' });
}
