import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { clearRecent, recentItems } from '../../shell/frame/recent-items';
import { t } from '../../i18n/t';
import { mapServerErrors } from '../../runtime/errors/server-errors';
import { useMessages } from '../../runtime/messages/messages-context';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import { Dialog } from '../../runtime/ui/Dialog';
import { parseDragId, type ParsedDragId } from './drag-ids';
import { shortcutKeyboardCoordinates } from './keyboard-coordinates';
import { shortcutAnnouncements } from './shortcut-announcements';
import {
  addShortcut,
  applyDrop,
  canSave,
  notSelected,
  RECENT,
  recentShown,
  removeShortcut,
  restoreDefault,
  SELECTED,
} from './shortcut-selection';
import { ShortcutDragPreview } from './ShortcutItem';
import { ShortcutSection } from './ShortcutSection';
import type { Shortcut, ShortcutData } from './use-shortcuts';
import type { OperationResult } from '../../runtime/api/operation-caller';

interface Props {
  data: ShortcutData;
  username: string;
  onClose: () => void;
  save: (items: string[]) => Promise<OperationResult>;
  /** The default shortcuts, asked for when Restore Default is pressed; undefined when that failed. */
  loadDefaults: () => Promise<string[] | undefined>;
}

// A pointer drops on the shortcut under it, else the section under it; keys move between the nearest.
const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCorners(args);
  const within = pointerWithin(args);
  const onItems = within.filter((collision) => parseDragId(collision.id).shortcutId !== undefined);
  return onItems.length ? onItems : within;
};

/** SPEC 2.6: choose and order the dashboard's shortcuts, by dragging (pointer or keys) or buttons. */
export function ShortcutDialog({ data, username, onClose, save, loadDefaults }: Props) {
  const { show } = useMessages();
  const [selected, setSelected] = useState<string[]>(() => data.preferred.filter((id) => data.byId.has(id)));
  const [recent, setRecent] = useState(() => recentItems(username));
  const [dragged, setDragged] = useState<ParsedDragId>();
  const [saving, setSaving] = useState(false);
  // Cancel, Escape and the close button ask before a changed choice of shortcuts is lost.
  const unsaved = useUnsavedChanges(selected);
  const close = () => unsaved.confirmLeave(onClose);
  // Escape during a keyboard drag cancels the drag, not the dialog (read before the drag state renders).
  const dragging = useRef(false);
  const selectedNow = useRef(selected);
  selectedNow.current = selected;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: shortcutKeyboardCoordinates }),
  );

  const known = useMemo(() => new Set(data.byId.keys()), [data.byId]);
  const shortcutsOf = (ids: readonly string[]) => ids.map((id) => data.byId.get(id)).filter((item): item is Shortcut => item !== undefined);
  const sectionTitles = useMemo(
    () => new Map<string, string>([[SELECTED, t('shortcuts.selected')], [RECENT, t('shortcuts.recent')], ...data.categories.map((category) => [category.id, category.label] as [string, string])]),
    [data.categories],
  );
  const announcements = useMemo(
    () =>
      shortcutAnnouncements(
        (id) => data.byId.get(id)?.label ?? id,
        (section) => sectionTitles.get(section) ?? section,
        () => selectedNow.current,
      ),
    [data.byId, sectionTitles],
  );

  function onDragStart(event: DragStartEvent) {
    dragging.current = true;
    setDragged(parseDragId(event.active.id));
  }

  function onDragEnd(event: DragEndEvent) {
    dragging.current = false;
    setDragged(undefined);
    const { section, shortcutId } = parseDragId(event.active.id);
    if (!shortcutId) return;
    setSelected((current) => applyDrop(current, section, shortcutId, event.over ? parseDragId(event.over.id) : undefined));
  }

  function onDragCancel() {
    dragging.current = false;
    setDragged(undefined);
  }

  async function onSave() {
    setSaving(true);
    const result = await save(selected);
    setSaving(false);
    if (result.ok) {
      show('success', t('shortcuts.saved'));
      onClose();
      return;
    }
    const { general, fieldErrors } = mapServerErrors(result.error, []);
    const messages = [...general, ...Object.values(fieldErrors).flat()];
    (messages.length ? messages : [t('common.saveFailed')]).forEach((message) => show('error', message));
  }

  async function onRestoreDefault() {
    const defaults = await loadDefaults();
    if (!defaults) return show('error', t('shortcuts.defaultsFailed'));
    // From the choice as it is by then (the defaults arrive after a request).
    setSelected(restoreDefault(defaults, selectedNow.current).filter((id) => known.has(id)));
  }

  const draggedShortcut = dragged?.shortcutId ? data.byId.get(dragged.shortcutId) : undefined;
  const empty = !canSave(selected);
  const footer = (
    <div className="shortcut-dialog__footer">
      <button type="button" className="button button--secondary" onClick={onRestoreDefault}>
        {t('shortcuts.restoreDefault')}
      </button>
      <span className="shortcut-dialog__spacer" />
      <button type="button" className="button button--secondary" onClick={close}>
        {t('shortcuts.cancel')}
      </button>
      <button type="button" className="button button--primary" disabled={empty || saving} onClick={onSave}>
        {t('shortcuts.save')}
      </button>
    </div>
  );

  return (
    <Dialog title={t('shortcuts.dialogTitle')} onClose={() => !dragging.current && close()} escapeCloses={dragged === undefined} footer={footer} testId="shortcut-dialog">
      <p className="shortcut-dialog__intro">{t('shortcuts.intro')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('shortcuts.dragHint') } }}
      >
        <div className="shortcut-dialog__columns">
          <ShortcutSection
            section={SELECTED}
            title={t('shortcuts.selected')}
            items={shortcutsOf(selected)}
            onToggle={(shortcut) => setSelected((current) => removeShortcut(current, shortcut.id))}
            emptyText={t('shortcuts.dropHere')}
            aside={<span className="shortcut-section__count">{t('shortcuts.selectedCount', { count: selected.length })}</span>}
            note={
              empty ? (
                <p className="shortcut-dialog__need-one" role="alert">
                  {t('shortcuts.needOne')}
                </p>
              ) : null
            }
          />
          <div className="shortcut-dialog__offers">
            <ShortcutSection
              section={RECENT}
              title={t('shortcuts.recent')}
              items={shortcutsOf(recentShown(recent, selected, known))}
              onToggle={(shortcut) => setSelected((current) => addShortcut(current, shortcut.id))}
              emptyText={t('shortcuts.noRecent')}
              aside={
                <button
                  type="button"
                  className="button button--link shortcut-section__clear"
                  disabled={recent.length === 0}
                  onClick={() => {
                    clearRecent(username);
                    setRecent([]);
                  }}
                >
                  {t('shortcuts.clearAll')}
                </button>
              }
            />
            {data.categories.map((category) => (
              <ShortcutSection
                key={category.id}
                section={category.id}
                title={category.label}
                items={notSelected(category.items, selected)}
                onToggle={(shortcut) => setSelected((current) => addShortcut(current, shortcut.id))}
                emptyText={t('shortcuts.allSelected')}
              />
            ))}
          </div>
        </div>
        <DragOverlay>{draggedShortcut ? <ShortcutDragPreview shortcut={draggedShortcut} /> : null}</DragOverlay>
      </DndContext>
    </Dialog>
  );
}
