import { useCallback, useMemo, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { AuthenticationSource } from '../../../shared/attribute-rules';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { mapServerErrors } from '../../runtime/errors/server-errors';
import { attributesUsedBy } from './expression-attributes';

export type TestOutcome = { kind: 'result'; text: string } | { kind: 'error'; text: string };

/**
 * The Test Expression dialog (SPEC 2.20): its own copy of the expression (Update writes it back),
 * a value per attribute the expression names, and the outcome of POST /expression/test.
 */
export function useExpressionTest(initialExpression: string, sources: readonly AuthenticationSource[]) {
  const call = useCallOperation();
  const [expression, setExpressionText] = useState(initialExpression);
  const [values, setValues] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<TestOutcome>();
  const [busy, setBusy] = useState(false);
  const attributes = useMemo(() => attributesUsedBy(expression, sources), [expression, sources]);

  const setExpression = useCallback((text: string) => {
    setExpressionText(text);
    // A result belongs to the expression it was run with.
    setOutcome(undefined);
  }, []);
  const setValue = useCallback((name: string, value: string) => setValues((current) => ({ ...current, [name]: value })), []);

  const run = useCallback(async () => {
    setBusy(true);
    const substitutionValues = Object.fromEntries(attributes.map((name) => [name, values[name] ?? '']));
    const answer = await callTyped(call, operations.testExpression, { body: { expression, substitutionValues } });
    setBusy(false);
    if (!answer.ok || !answer.data) {
      return setOutcome({ kind: 'error', text: mapServerErrors(answer.error, []).general[0] ?? t('rules.test.failed') });
    }
    const { result, error } = answer.data.item;
    setOutcome(error !== undefined ? { kind: 'error', text: error } : { kind: 'result', text: result ?? '' });
  }, [call, attributes, values, expression]);

  return { expression, setExpression, attributes, values, setValue, outcome, busy, run };
}
