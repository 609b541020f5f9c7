import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { t } from '../../i18n/t';
import { itemDragId, parseDragId } from './drag-ids';
import { ShortcutIcon } from './icons';
import { SELECTED, type SectionId } from './shortcut-selection';
import type { Shortcut } from './use-shortcuts';
import { DragHandleIcon } from '../../runtime/ui/DragHandleIcon';

interface Props {
  shortcut: Shortcut;
  section: SectionId;
  /** Add (outside Selected) or remove (in Selected): the button alternative to dragging. */
  onToggle: () => void;
}

/** One shortcut in the dialog: a drag handle (pointer or keyboard) and an add/remove button. */
export function ShortcutItem({ shortcut, section, onToggle }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver, active } = useSortable({
    id: itemDragId(section, shortcut.id),
    data: { section, shortcutId: shortcut.id },
  });
  const inSelected = section === SELECTED;
  // A shortcut dragged in from another section goes before the one it is over: show where.
  const insertsHere = inSelected && isOver && active !== null && parseDragId(active.id).section !== SELECTED;
  const toggleLabel = t(inSelected ? 'shortcuts.remove' : 'shortcuts.add', { label: shortcut.label });
  const classes = ['shortcut-item', isDragging && 'shortcut-item--dragging', insertsHere && 'shortcut-item--insert'].filter(Boolean).join(' ');
  return (
    <li
      ref={setNodeRef}
      className={classes}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`shortcut-item-${section}`}
      data-shortcut-id={shortcut.id}
    >
      <button type="button" ref={setActivatorNodeRef} className="shortcut-item__handle" {...attributes} {...listeners} aria-label={t('shortcuts.drag', { label: shortcut.label })}>
        <span className="shortcut-item__grip" aria-hidden="true">
          <DragHandleIcon />
        </span>
        <ShortcutIcon name={shortcut.iconName} className="shortcut-item__icon" />
        <span className="shortcut-item__label">{shortcut.label}</span>
      </button>
      <button type="button" className={`shortcut-item__toggle shortcut-item__toggle--${inSelected ? 'remove' : 'add'}`} aria-label={toggleLabel} title={toggleLabel} onClick={onToggle}>
        <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          {inSelected ? <path d="M4 4l8 8M12 4l-8 8" /> : <path d="M8 3v10M3 8h10" />}
        </svg>
      </button>
    </li>
  );
}

/** The picture of a shortcut while it is dragged (the overlay follows the pointer or the keys). */
export function ShortcutDragPreview({ shortcut }: { shortcut: Shortcut }) {
  return (
    <div className="shortcut-item shortcut-item--overlay">
      <span className="shortcut-item__handle">
        <ShortcutIcon name={shortcut.iconName} className="shortcut-item__icon" />
        <span className="shortcut-item__label">{shortcut.label}</span>
      </span>
    </div>
  );
}
