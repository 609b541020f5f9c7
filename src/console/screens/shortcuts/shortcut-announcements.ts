import type { Announcements } from '@dnd-kit/core';
import { t } from '../../i18n/t';
import { parseDragId } from './drag-ids';
import { applyDrop, SELECTED } from './shortcut-selection';

/** What a screen reader hears while a shortcut is moved by keyboard or pointer. */
export function shortcutAnnouncements(labelOf: (shortcutId: string) => string, sectionTitle: (section: string) => string, selected: () => string[]): Announcements {
  const describe = (id: string | number) => labelOf(parseDragId(id).shortcutId ?? '');
  const overText = (label: string, overId: string | number | undefined) => {
    if (overId === undefined) return t('shortcuts.notOver', { label });
    const over = parseDragId(overId);
    if (over.section !== SELECTED) return t('shortcuts.overSection', { label, section: sectionTitle(over.section) });
    const index = over.shortcutId === undefined ? -1 : selected().indexOf(over.shortcutId);
    return t('shortcuts.overSelected', { label, position: index < 0 ? selected().length + 1 : index + 1 });
  };
  return {
    onDragStart: ({ active }) => t('shortcuts.pickedUp', { label: describe(active.id) }),
    onDragOver: ({ active, over }) => overText(describe(active.id), over?.id),
    onDragEnd: ({ active, over }) => {
      const label = describe(active.id);
      if (!over) return t('shortcuts.droppedNowhere', { label });
      const { section: from, shortcutId = '' } = parseDragId(active.id);
      // Announced as the drop happens, before the dialog shows it: tell the position it will take.
      const after = applyDrop(selected(), from, shortcutId, parseDragId(over.id));
      if (after.includes(shortcutId)) return t('shortcuts.droppedSelected', { label, position: after.indexOf(shortcutId) + 1 });
      return from === SELECTED ? t('shortcuts.droppedOut', { label }) : t('shortcuts.droppedNowhere', { label });
    },
    onDragCancel: ({ active }) => t('shortcuts.cancelled', { label: describe(active.id) }),
  };
}
