import { t } from '../../i18n/t';
import { attributesOf } from './rule-editing';
import type { RuleFieldsProps } from './rule-field-props';
import { RuleField } from './RuleField';

/** Attribute (from the source's contract), condition (the server's map) and value of a basic rule. */
export function BasicRuleFields(props: RuleFieldsProps) {
  const { entry, errors, actions, sources, conditions, editable } = props;
  const { rule } = entry;
  const attributes = attributesOf(rule, sources);
  return (
    <>
      <RuleField id={`${entry.id}-attribute`} label={t('rules.attribute')} error={errors.attribute}>
        {(control) => (
          <select {...control} className="input" value={rule.attribute ?? ''} disabled={!editable} onChange={(event) => actions.setAttribute(entry.id, event.target.value)}>
            <option value="">{t('rules.select')}</option>
            {attributes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </RuleField>
      <RuleField id={`${entry.id}-condition`} label={t('rules.condition')} error={errors.condition}>
        {(control) => (
          <select {...control} className="input" value={rule.condition ?? ''} disabled={!editable} onChange={(event) => actions.setCondition(entry.id, event.target.value)}>
            <option value="">{t('rules.select')}</option>
            {Object.entries(conditions).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        )}
      </RuleField>
      <RuleField id={`${entry.id}-value`} label={t('rules.value')} error={errors.expectedValue}>
        {(control) => <input {...control} className="input" value={rule.expectedValue ?? ''} disabled={!editable} onChange={(event) => actions.setValue(entry.id, event.target.value)} />}
      </RuleField>
    </>
  );
}
