import { useCallback, useMemo, useState } from 'react';
import { checkAttributeRules, type AttributeRule, type AuthenticationSource, type RuleProblems } from '../../../shared/attribute-rules';
import * as edits from './rule-editing';

const NO_PROBLEMS: RuleProblems = { general: [], fields: {} };

/**
 * The dialog's rule set while it is edited. Problems show once Done was pressed and then follow
 * every edit (a corrected field loses its message); an expression the server called invalid keeps
 * its reason until its text changes.
 */
export function useRulesEditor(loaded: readonly AttributeRule[], loadedDefaultSuccess: boolean, sources: readonly AuthenticationSource[]) {
  const [draft, setDraft] = useState(() => edits.draftOf(loaded, loadedDefaultSuccess));
  const [checked, setChecked] = useState(false);
  const [invalidExpressions, setInvalidExpressions] = useState<ReadonlyMap<string, string>>(new Map());

  const rules = useMemo(() => draft.rules.map((entry) => entry.rule), [draft.rules]);
  const problems = useMemo(
    () => (checked ? checkAttributeRules(rules, sources, (expression) => invalidExpressions.get(expression)) : NO_PROBLEMS),
    [checked, rules, sources, invalidExpressions],
  );

  const update = useCallback((id: string, change: (rule: AttributeRule) => AttributeRule) => setDraft((current) => edits.updateRule(current, id, change)), []);
  const actions = useMemo(
    () => ({
      add: () => setDraft(edits.addRule),
      remove: (id: string) => setDraft((current) => edits.removeRule(current, id)),
      move: (activeId: string, overId: string) => setDraft((current) => edits.moveRule(current, activeId, overId)),
      setDefaultSuccess: (value: boolean) => setDraft((current) => ({ ...current, defaultSuccess: value })),
      setSource: (id: string, choice: string) => update(id, (rule) => edits.withSource(rule, choice, sources)),
      setAttribute: (id: string, attribute: string) => update(id, (rule) => edits.withAttribute(rule, attribute)),
      setCondition: (id: string, condition: string) => update(id, (rule) => edits.withCondition(rule, condition)),
      setValue: (id: string, expectedValue: string) => update(id, (rule) => ({ ...rule, expectedValue })),
      setExpression: (id: string, expression: string) => update(id, (rule) => ({ ...rule, expression })),
      setResult: (id: string, result: string) => update(id, (rule) => ({ ...rule, result })),
    }),
    [update, sources],
  );

  /** The client's own checks (SPEC 5, without the expression language): whether Done may go on. */
  const checkNow = useCallback((): boolean => {
    setChecked(true);
    const found = checkAttributeRules(rules, sources);
    return found.general.length === 0 && Object.keys(found.fields).length === 0;
  }, [rules, sources]);

  /** Reasons the server gave for invalid expressions (expression text → reason). */
  const rememberInvalid = useCallback((reasons: ReadonlyMap<string, string>) => {
    setChecked(true);
    setInvalidExpressions(reasons);
  }, []);

  return { draft, problems, actions, checkNow, rememberInvalid };
}

export type RulesEditor = ReturnType<typeof useRulesEditor>;
