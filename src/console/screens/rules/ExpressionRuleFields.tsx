import { useState } from 'react';
import { t } from '../../i18n/t';
import type { RuleFieldsProps } from './rule-field-props';
import { RuleField } from './RuleField';
import { TestExpressionDialog } from './TestExpressionDialog';

/** The expression of an expression rule, with the nested Test Expression dialog (expression administrators only). */
export function ExpressionRuleFields({ entry, number, errors, actions, sources, editable, mayEditExpressions }: RuleFieldsProps) {
  const [testing, setTesting] = useState(false);
  const expression = entry.rule.expression ?? '';
  return (
    <RuleField
      id={`${entry.id}-expression`}
      label={t('rules.expression')}
      error={errors.expression}
      className="rule-field--expression"
      aside={
        mayEditExpressions ? (
          <button type="button" className="button button--link rule-field__test" aria-label={t('rules.testExpressionOf', { number })} onClick={() => setTesting(true)}>
            {t('rules.testExpression')}
          </button>
        ) : null
      }
    >
      {(control) => (
        <>
          <textarea
            {...control}
            className="input rule-field__expression"
            rows={2}
            value={expression}
            readOnly={!editable}
            spellCheck={false}
            onChange={(event) => actions.setExpression(entry.id, event.target.value)}
          />
          {testing && (
            <TestExpressionDialog
              number={number}
              expression={expression}
              sources={sources}
              onUpdate={(text) => {
                actions.setExpression(entry.id, text);
                setTesting(false);
              }}
              onClose={() => setTesting(false)}
            />
          )}
        </>
      )}
    </RuleField>
  );
}
