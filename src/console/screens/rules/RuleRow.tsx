import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isExpressionRule } from '../../../shared/attribute-rules';
import { t } from '../../i18n/t';
import { BasicRuleFields } from './BasicRuleFields';
import { ExpressionRuleFields } from './ExpressionRuleFields';
import type { RuleFieldsProps } from './rule-field-props';
import { RuleField } from './RuleField';
import { SourceSelect } from './SourceSelect';
import { DragHandleIcon } from '../../runtime/ui/DragHandleIcon';

type Props = Omit<RuleFieldsProps, 'editable'> & { mayEdit: boolean };

/** One rule of the list: drag handle, number, fields by kind, result, remove. */
export function RuleRow(props: Props) {
  const { entry, number, errors, actions, mayEdit, mayEditExpressions } = props;
  const expression = isExpressionRule(entry.rule);
  // An expression rule may be changed or removed only by an expression administrator (SPEC 5).
  const editable = mayEdit && (!expression || mayEditExpressions);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, disabled: !mayEdit });
  const fieldProps: RuleFieldsProps = { ...props, editable };
  return (
    <li
      ref={setNodeRef}
      className={`rule-row${isDragging ? ' rule-row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="rule-row"
      aria-label={t('rules.rule', { number })}
    >
      <div className="rule-row__head">
        {mayEdit && (
          <button type="button" ref={setActivatorNodeRef} className="rule-row__handle" {...attributes} {...listeners} aria-label={t('rules.drag', { number })}>
            <DragHandleIcon />
          </button>
        )}
        <span className="rule-row__number">#{number}</span>
      </div>
      <div className={`rule-row__fields rule-row__fields--${expression ? 'expression' : 'basic'}`}>
        <SourceSelect {...fieldProps} />
        {expression ? <ExpressionRuleFields {...fieldProps} /> : <BasicRuleFields {...fieldProps} />}
        <RuleField id={`${entry.id}-result`} label={t('rules.result')} error={errors.result}>
          {(control) => <input {...control} className="input" value={entry.rule.result} disabled={!editable} onChange={(event) => actions.setResult(entry.id, event.target.value)} />}
        </RuleField>
        {expression && mayEdit && !mayEditExpressions && <p className="rule-row__locked">{t('rules.expressionLocked')}</p>}
      </div>
      {mayEdit && (
        <button
          type="button"
          className="rule-row__remove"
          disabled={!editable}
          aria-label={t('rules.remove', { number })}
          title={t('rules.remove', { number })}
          onClick={() => actions.remove(entry.id)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </button>
      )}
    </li>
  );
}
