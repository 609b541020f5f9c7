import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { AuthenticationSource } from '../../../shared/attribute-rules';
import { t } from '../../i18n/t';
import { Dialog } from '../../runtime/ui/Dialog';
import { useExpressionTest } from './use-expression-test';

interface Props {
  number: number;
  expression: string;
  sources: readonly AuthenticationSource[];
  /** Update: the (possibly edited) expression goes back to the rule. */
  onUpdate: (expression: string) => void;
  onClose: () => void;
}

/**
 * The nested 'Test Expression' modal (SPEC 2.20). Rendered into the body, outside the Rules
 * dialog's panel, so each dialog keeps Tab inside itself; Escape closes only this one.
 */
export function TestExpressionDialog({ number, expression, sources, onUpdate, onClose }: Props) {
  const test = useExpressionTest(expression, sources);
  const ids = useId();
  const footer = (
    <>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t('rules.test.cancel')}
      </button>
      <button type="button" className="button button--primary" onClick={() => onUpdate(test.expression)}>
        {t('rules.test.update')}
      </button>
    </>
  );
  return createPortal(
    <Dialog title={t('rules.test.title')} onClose={onClose} footer={footer} testId="test-expression-dialog">
      <p className="test-expression__rule">{t('rules.rule', { number })}</p>
      <div className="rule-field">
        <label className="rule-field__label" htmlFor={`${ids}-expression`}>
          {t('rules.expression')}
        </label>
        <textarea id={`${ids}-expression`} className="input rule-field__expression" rows={3} spellCheck={false} value={test.expression} onChange={(event) => test.setExpression(event.target.value)} />
      </div>
      <fieldset className="test-expression__values">
        <legend className="rule-field__label">{t('rules.test.values')}</legend>
        {test.attributes.length === 0 && <p className="test-expression__none">{t('rules.test.noAttributes')}</p>}
        {test.attributes.map((name) => (
          <div key={name} className="rule-field">
            <label className="rule-field__label" htmlFor={`${ids}-value-${name}`}>
              {t('rules.test.valueOf', { name })}
            </label>
            <input id={`${ids}-value-${name}`} className="input" value={test.values[name] ?? ''} onChange={(event) => test.setValue(name, event.target.value)} />
          </div>
        ))}
      </fieldset>
      <button type="button" className="button button--secondary test-expression__run" disabled={test.busy || test.expression.trim() === ''} onClick={() => void test.run()}>
        {test.busy ? t('rules.test.running') : t('rules.test.run')}
      </button>
      <div className="test-expression__outcome" role="status" data-testid="test-expression-outcome">
        {test.outcome?.kind === 'result' && (
          <>
            <h3 className="test-expression__heading">{t('rules.test.result')}</h3>
            <output className="test-expression__result">{test.outcome.text}</output>
          </>
        )}
        {test.outcome?.kind === 'error' && <p className="test-expression__error">{t('rules.test.error', { message: test.outcome.text })}</p>}
      </div>
    </Dialog>,
    document.body,
  );
}
