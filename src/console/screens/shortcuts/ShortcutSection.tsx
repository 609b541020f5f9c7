import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { useId, type ReactNode } from 'react';
import { itemDragId, zoneDragId } from './drag-ids';
import { ShortcutItem } from './ShortcutItem';
import { SELECTED, SELECTION_ROWS, type SectionId } from './shortcut-selection';
import type { Shortcut } from './use-shortcuts';

// Offering sections keep their order while something is dragged over them: only Selected sorts.
const keepInPlace: SortingStrategy = () => null;

interface Props {
  section: SectionId;
  title: string;
  items: Shortcut[];
  onToggle: (shortcut: Shortcut) => void;
  /** Shown when the section has no items. */
  emptyText: string;
  /** Next to the title (Clear All, the count). */
  aside?: ReactNode;
  /** Under the list (the at-least-one message). */
  note?: ReactNode;
}

/** A section of the dialog: a drop area with its shortcuts (Selected: a sortable list of 11 rows). */
export function ShortcutSection({ section, title, items, onToggle, emptyText, aside, note }: Props) {
  const titleId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: zoneDragId(section), data: { section } });
  const selected = section === SELECTED;
  const emptySlots = selected ? Math.max(0, SELECTION_ROWS - items.length - (items.length === 0 ? 1 : 0)) : 0;
  return (
    <section
      ref={setNodeRef}
      className={`shortcut-section shortcut-section--${selected ? 'selected' : 'offer'}${isOver ? ' shortcut-section--over' : ''}`}
      aria-labelledby={titleId}
      data-testid={`shortcut-section-${section}`}
    >
      <div className="shortcut-section__head">
        <h3 id={titleId} className="shortcut-section__title">
          {title}
        </h3>
        {aside}
      </div>
      <SortableContext items={items.map((item) => itemDragId(section, item.id))} strategy={selected ? verticalListSortingStrategy : keepInPlace}>
        <ul className={`shortcut-section__list${selected ? ' shortcut-section__list--slots' : ''}`} aria-labelledby={titleId}>
          {items.map((item) => (
            <ShortcutItem key={item.id} shortcut={item} section={section} onToggle={() => onToggle(item)} />
          ))}
          {items.length === 0 && <li className="shortcut-section__empty">{emptyText}</li>}
          {Array.from({ length: emptySlots }, (_, index) => (
            <li key={`slot-${index}`} className="shortcut-section__slot" aria-hidden="true" />
          ))}
        </ul>
      </SortableContext>
      {note}
    </section>
  );
}
