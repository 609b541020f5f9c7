import { useCallback, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { mapServerErrors } from '../../runtime/errors/server-errors';
import type { AttributeRule } from '../../../shared/attribute-rules';
import { changedExpressions, rulesForSubmit } from './rule-editing';
import type { RulesEditor } from './use-rules-editor';

/** What became of the rule set handed back: taken, or why not. */
export type SaveOutcome = { saved: true } | { saved: false; messages: string[] };

/** Hands the checked rule set back to whoever opened the dialog (the policy tree writes it into its node; the embedded Rules tab submits it as the hidden form, SPEC 7). */
export type SubmitRuleSet = (ruleSet: { attributeRules: AttributeRule[]; defaultSuccess: boolean }) => Promise<SaveOutcome>;

/**
 * Done (SPEC 2.20): the client's checks, then the server's validation of every new or changed
 * expression, then the rule set goes back (spinner meanwhile); closes when it was taken, else
 * keeps the dialog open with the reason at the top.
 */
export function useRulesDone(editor: RulesEditor, submit: SubmitRuleSet, onSaved: () => void) {
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
        const answer = await callTyped(call, operations.validateExpression, { body: { expression } });
        if (!answer.ok) return setFailures([mapServerErrors(answer.error, []).general[0] ?? t('rules.validationFailed')]);
        const reason = answer.data?.items[0]?.message;
        if (reason !== undefined) reasons.set(expression, reason);
      }
      editor.rememberInvalid(reasons);
      if (reasons.size > 0) return;
      const outcome = await submit({ attributeRules: rulesForSubmit(editor.draft.rules), defaultSuccess: editor.draft.defaultSuccess });
      if (outcome.saved) onSaved();
      else setFailures(outcome.messages);
    } finally {
      setBusy(false);
    }
  }, [call, editor, submit, onSaved]);

  return { busy, failures, done };
}
