/**
 * The Rules dialog's edits as pure functions (SPEC 2.20): a rule in the dialog carries a stable id
 * (drag and drop, React keys) and the expression it was loaded with (only changed expressions go
 * to the server's validation). Changing a source, attribute or condition resets what depends on it.
 */
import { arrayMove } from '@dnd-kit/sortable';
import {
  defaultSuccessAfter,
  EXPRESSION_SOURCE_TYPE,
  isExpressionRule,
  sourceKey,
  type AttributeRule,
  type AuthenticationSource,
} from '../../../shared/attribute-rules';

export interface EditedRule {
  id: string;
  rule: AttributeRule;
  /** The expression as stored; undefined for a rule added in this dialog. */
  loadedExpression?: string;
}

export interface RuleSetDraft {
  rules: EditedRule[];
  defaultSuccess: boolean;
}

/** The source select's value for the expression "source". */
export const EXPRESSION_CHOICE = EXPRESSION_SOURCE_TYPE;

let counter = 0;
const nextId = () => `rule-${++counter}`;

export function draftOf(rules: readonly AttributeRule[], defaultSuccess: boolean): RuleSetDraft {
  return {
    rules: rules.map((rule) => ({ id: nextId(), rule: { ...rule }, loadedExpression: isExpressionRule(rule) ? rule.expression : undefined })),
    defaultSuccess,
  };
}

export const newRule = (): EditedRule => ({ id: nextId(), rule: { authenticationSourceType: '', result: '' } });

export const addRule = (draft: RuleSetDraft): RuleSetDraft => ({ ...draft, rules: [...draft.rules, newRule()] });

/** Removing the last rule resets Default to Success to true. */
export function removeRule(draft: RuleSetDraft, id: string): RuleSetDraft {
  const rules = draft.rules.filter((entry) => entry.id !== id);
  return { rules, defaultSuccess: defaultSuccessAfter(rules.map((entry) => entry.rule), draft.defaultSuccess) };
}

/** Moves the rule `activeId` to where `overId` is (a drop). */
export function moveRule(draft: RuleSetDraft, activeId: string, overId: string): RuleSetDraft {
  const from = draft.rules.findIndex((entry) => entry.id === activeId);
  const to = draft.rules.findIndex((entry) => entry.id === overId);
  if (from < 0 || to < 0 || from === to) return draft;
  return { ...draft, rules: arrayMove(draft.rules, from, to) };
}

export function updateRule(draft: RuleSetDraft, id: string, change: (rule: AttributeRule) => AttributeRule): RuleSetDraft {
  return { ...draft, rules: draft.rules.map((entry) => (entry.id === id ? { ...entry, rule: change(entry.rule) } : entry)) };
}

/** The source select's value of a rule: a source key, EXPRESSION, or '' when none is chosen. */
export function sourceChoice(rule: AttributeRule): string {
  if (isExpressionRule(rule)) return EXPRESSION_CHOICE;
  return rule.authenticationSourceType === '' ? '' : sourceKey(rule.authenticationSourceType, rule.authenticationSourceId);
}

/** A new source keeps only the result: attribute, condition, value and expression depend on it. */
export function withSource(rule: AttributeRule, choice: string, sources: readonly AuthenticationSource[]): AttributeRule {
  if (choice === sourceChoice(rule)) return rule;
  if (choice === EXPRESSION_CHOICE) return { authenticationSourceType: EXPRESSION_SOURCE_TYPE, expression: '', result: rule.result };
  const source = sources.find((candidate) => candidate.key === choice);
  if (!source) return { authenticationSourceType: '', result: rule.result };
  return { authenticationSourceType: source.type, ...(source.id === undefined ? {} : { authenticationSourceId: source.id }), result: rule.result };
}

/** A new attribute clears the condition and the value. */
export function withAttribute(rule: AttributeRule, attribute: string): AttributeRule {
  if (attribute === (rule.attribute ?? '')) return rule;
  const { condition: _condition, expectedValue: _value, ...rest } = rule;
  return { ...rest, attribute };
}

/** A new condition clears the value. */
export function withCondition(rule: AttributeRule, condition: string): AttributeRule {
  if (condition === (rule.condition ?? '')) return rule;
  const { expectedValue: _value, ...rest } = rule;
  return { ...rest, condition };
}

/** The contract of the rule's source (empty when none is chosen). */
export function attributesOf(rule: AttributeRule, sources: readonly AuthenticationSource[]): string[] {
  const key = sourceChoice(rule);
  return sources.find((source) => source.key === key)?.attributeContract ?? [];
}

/** Expression rules whose expression is new or changed: those the server must validate before saving. */
export function changedExpressions(rules: readonly EditedRule[]): string[] {
  const changed = rules.filter((entry) => isExpressionRule(entry.rule) && entry.rule.expression !== entry.loadedExpression);
  return [...new Set(changed.map((entry) => entry.rule.expression ?? ''))];
}

/** The rules Done hands back: only each kind's own fields, none empty. */
export function rulesForSubmit(rules: readonly EditedRule[]): AttributeRule[] {
  return rules.map(({ rule }) => {
    const kept: AttributeRule = isExpressionRule(rule)
      ? { authenticationSourceType: rule.authenticationSourceType, expression: rule.expression, result: rule.result }
      : {
          authenticationSourceType: rule.authenticationSourceType,
          authenticationSourceId: rule.authenticationSourceId,
          attribute: rule.attribute,
          condition: rule.condition,
          expectedValue: rule.expectedValue,
          result: rule.result,
        };
    return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined && value !== '')) as unknown as AttributeRule;
  });
}
