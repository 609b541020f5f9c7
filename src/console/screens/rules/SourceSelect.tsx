import { t } from '../../i18n/t';
import { EXPRESSION_CHOICE, sourceChoice } from './rule-editing';
import type { RuleFieldsProps } from './rule-field-props';
import { RuleField } from './RuleField';

/** The rule's authentication source; 'Expression' is offered only to expression administrators. */
export function SourceSelect({ entry, errors, actions, sources, editable, mayEditExpressions }: RuleFieldsProps) {
  const value = sourceChoice(entry.rule);
  return (
    <RuleField id={`${entry.id}-source`} label={t('rules.source')} error={errors.authenticationSource} className="rule-field--source">
      {(control) => (
        <select {...control} className="input" value={value} disabled={!editable} onChange={(event) => actions.setSource(entry.id, event.target.value)}>
          <option value="">{t('rules.select')}</option>
          {sources.map((source) => (
            <option key={source.key} value={source.key}>
              {source.name}
            </option>
          ))}
          {(mayEditExpressions || value === EXPRESSION_CHOICE) && <option value={EXPRESSION_CHOICE}>{t('rules.expressionSource')}</option>}
        </select>
      )}
    </RuleField>
  );
}
