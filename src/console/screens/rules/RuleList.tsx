import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import type { AuthenticationSource, RuleProblems } from '../../../shared/attribute-rules';
import { t } from '../../i18n/t';
import { ruleAnnouncements } from './rule-announcements';
import { RuleRow } from './RuleRow';
import type { EditedRule } from './rule-editing';
import type { RulesEditor } from './use-rules-editor';

interface Props {
  rules: readonly EditedRule[];
  problems: RuleProblems;
  actions: RulesEditor['actions'];
  sources: readonly AuthenticationSource[];
  conditions: Record<string, string>;
  mayEdit: boolean;
  mayEditExpressions: boolean;
  /** Tells the dialog a drag is on, so Escape cancels the drag and not the dialog. */
  onDragging: (dragging: boolean) => void;
}

/** The ordered rules, sortable by pointer and by keyboard (dnd-kit). */
export function RuleList({ rules, problems, actions, sources, conditions, mayEdit, mayEditExpressions, onDragging }: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const order = useRef<string[]>([]);
  order.current = rules.map((entry) => entry.id);
  const announcements = useMemo(() => ruleAnnouncements(() => order.current), []);

  function onDragEnd(event: DragEndEvent) {
    onDragging(false);
    if (event.over) actions.move(String(event.active.id), String(event.over.id));
  }

  if (rules.length === 0) return <p className="rules-dialog__none">{t('rules.none')}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => onDragging(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDragging(false)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('rules.dragHint') } }}
    >
      <SortableContext items={order.current} strategy={verticalListSortingStrategy}>
        <ol className="rules-dialog__list" aria-label={t('rules.list')} data-testid="rule-list">
          {rules.map((entry, index) => (
            <RuleRow
              key={entry.id}
              entry={entry}
              number={index + 1}
              errors={problems.fields[index] ?? {}}
              actions={actions}
              sources={sources}
              conditions={conditions}
              mayEdit={mayEdit}
              mayEditExpressions={mayEditExpressions}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
