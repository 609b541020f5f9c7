import { useCallback, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { components } from '../../../../generated/api-types.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { mapServerErrors } from '../../runtime/errors/server-errors';
import { changedExpressions, rulesForSubmit } from './rule-editing';
import type { RulesEditor } from './use-rules-editor';

type ExpressionValidation = components['schemas']['ExpressionValidation'];

/** What the embedded page answered to the hidden form: saved, or its error text. */
export type SaveOutcome = { saved: true } | { saved: false; messages: string[] };

/** SPEC 7: the hidden form of a rule set, posted into the content frame; resolves with the page's answer. */
export type SubmitRuleSet = (fields: { submittedRules: string; submittedRulesId: string; defaultSuccess: string }) => Promise<SaveOutcome>;

/**
 * Done (SPEC 2.20): the client's checks, then the server's validation of every new or changed
 * expression, then the hidden form (spinner while the page saves); closes when the page saved,
 * else keeps the dialog open with the page's message at the top.
 */
export function useRulesDone(nodeId: string, editor: RulesEditor, submit: SubmitRuleSet, onSaved: () => void) {
  const call = useCallOperation();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);

  const done = useCallback(async () => {
    setFailures([]);
    if (!editor.checkNow()) return;
    setBusy(true);
    try {
      const reasons = new Map<string, string>();
      for (const expression of changedExpressions(editor.draft.rules)) {
        const answer = await call<ExpressionValidation>(operations.validateExpression, { body: { expression } });
        if (!answer.ok) return setFailures([mapServerErrors(answer.error, []).general[0] ?? t('rules.validationFailed')]);
        const reason = answer.data?.items[0]?.message;
        if (reason !== undefined) reasons.set(expression, reason);
      }
      editor.rememberInvalid(reasons);
      if (reasons.size > 0) return;
      const outcome = await submit({
        submittedRules: JSON.stringify(rulesForSubmit(editor.draft.rules)),
        submittedRulesId: nodeId,
        defaultSuccess: String(editor.draft.defaultSuccess),
      });
      if (outcome.saved) onSaved();
      else setFailures(outcome.messages);
    } finally {
      setBusy(false);
    }
  }, [call, editor, nodeId, submit, onSaved]);

  return { busy, failures, done };
}
