import { useRef, useState, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { pageText, t } from '../../../i18n/t';
import { useDebouncedEffect } from '../../ui/use-debounced-effect';
import type { FieldWidgetOptions } from '../ui-schema';
import { moveName, type PickerList } from './picker-moves';
import { PICKER_ROW_HEIGHT, usePickerWindow } from './use-picker-window';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Two columns, available and selected, for a field holding a list of names (widget `picker`).
 * Names move by drag and drop (pointer or keyboard) or by each row's button. The available
 * column is a window over the server's pages (see picker-window.ts).
 */
export function PickerWidget(props: WidgetProps) {
  const { id, disabled, readonly, onChange } = props;
  const { pageId, definition } = props.options as unknown as FieldWidgetOptions;
  const picker = definition.picker!;
  const selected: string[] = Array.isArray(props.value) ? props.value.map(String) : [];
  const inert = Boolean(disabled || readonly);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [dragging, setDragging] = useState<string>();
  const box = useRef<HTMLUListElement>(null);
  useDebouncedEffect(search, SEARCH_DEBOUNCE_MS, (value) => setFilter(value.trim()));
  const { shown, loading, onScroll } = usePickerWindow(picker, filter, selected, box);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const availableLabel = pageText(pageId, 'availableLabel');
  const selectedLabel = pageText(pageId, 'selectedLabel');

  const move = (name: string, to: PickerList) => onChange(moveName(selected, name, to));

  function onDragEnd(event: DragEndEvent) {
    setDragging(undefined);
    const from = event.active.data.current?.from as PickerList | undefined;
    const to = event.over?.id as PickerList | undefined;
    if (!from || !to || from === to) return;
    move(String(event.active.data.current?.name), to);
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={(event: DragStartEvent) => setDragging(String(event.active.data.current?.name))}
      onDragCancel={() => setDragging(undefined)}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: t('picker.dragHint') } }}
    >
      <div className="picker" id={id} data-testid={`picker-${definition.name}`}>
        <PickerColumn list="available" label={availableLabel} heightPx={picker.heightPx} inert={inert}>
          <input
            type="search"
            className="input picker__search"
            aria-label={`${t('picker.search')}: ${availableLabel}`}
            placeholder={t('picker.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul ref={box} className="picker__rows" style={{ height: picker.heightPx }} onScroll={onScroll} aria-label={availableLabel} aria-busy={loading}>
            {shown.map((name) => (
              <PickerRow key={name} name={name} list="available" inert={inert} onMove={() => move(name, 'selected')} />
            ))}
            {loading && <li className="picker__note">{t('picker.loading')}</li>}
          </ul>
        </PickerColumn>
        <PickerColumn list="selected" label={selectedLabel} heightPx={picker.heightPx} inert={inert}>
          <ul className="picker__rows picker__rows--selected" style={{ height: picker.heightPx + 44 }} aria-label={selectedLabel}>
            {selected.map((name) => (
              <PickerRow key={name} name={name} list="selected" inert={inert} onMove={() => move(name, 'available')} />
            ))}
            {selected.length === 0 && <li className="picker__note">{t('picker.none')}</li>}
          </ul>
        </PickerColumn>
      </div>
      <DragOverlay>{dragging ? <div className="picker__row picker__row--overlay">{dragging}</div> : null}</DragOverlay>
    </DndContext>
  );
}

function PickerColumn({ list, label, heightPx, inert, children }: { list: PickerList; label: string; heightPx: number; inert: boolean; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: list, disabled: inert });
  return (
    <section ref={setNodeRef} className={`picker__column${isOver ? ' picker__column--over' : ''}`} data-testid={`picker-${list}`} style={{ minHeight: heightPx }}>
      <h3 className="picker__title">{label}</h3>
      {children}
    </section>
  );
}

function PickerRow({ name, list, inert, onMove }: { name: string; list: PickerList; inert: boolean; onMove: () => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${list}:${name}`, data: { name, from: list }, disabled: inert });
  const moveLabel = list === 'available' ? t('picker.add', { name }) : t('picker.remove', { name });
  return (
    <li ref={setNodeRef} className={`picker__row${isDragging ? ' picker__row--dragging' : ''}`} style={{ height: PICKER_ROW_HEIGHT }} data-testid="picker-row">
      <span className="picker__handle" {...attributes} {...listeners} aria-label={name} aria-disabled={inert}>
        <span aria-hidden="true">⠿</span> <span className="picker__name" data-testid="picker-name">{name}</span>
      </span>
      <button type="button" className="picker__move" aria-label={moveLabel} title={moveLabel} disabled={inert} onClick={onMove}>
        {list === 'available' ? '→' : '←'}
      </button>
    </li>
  );
}
