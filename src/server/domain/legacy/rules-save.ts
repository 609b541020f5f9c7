/**
 * The Policies page's hidden-form save (SPEC 7: submittedRules, submittedRulesId, defaultSuccess).
 * Whatever the browser sent: the rules must have the contract's shape and known conditions, pass
 * every SPEC 5 check (with the expression language's parse check), and only an expression
 * administrator may add, change or remove an expression rule (compared with what is stored).
 */
import { checkAttributeRules, defaultSuccessAfter, hasRuleProblems, isExpressionRule, type AttributeRule } from '../../../shared/attribute-rules';
import { contractSchemas } from '../../../../generated/server-routes.gen';
import { createContractValidators } from '../../http/contract-validation';
import type { Caller, ServerContext } from '../../http/handler-types';
import { expressionProblem } from '../expressions/expression-language';
import { canonicalJson } from '../license/canonical-json';
import { authenticationSources } from '../policies/authentication-sources';
import { isConditionType } from '../policies/condition-types';
import { findPolicyNode, getRuleSet, policyAdapterIds, putRuleSet } from '../policies/policies';
import { UNKNOWN_NODE_MESSAGE } from '../policies/policy-rules-handler';
import { FormRefusal, jsonField } from './form-refusal';

export const EXPRESSION_ADMINISTRATOR = 'EXPRESSION_ADMINISTRATOR';
export const EXPRESSION_RULES_REFUSED = 'Only an expression administrator may add, change or remove expression rules.';
export const MALFORMED_RULES = 'The submitted rules do not have the shape of attribute rules.';
export const DEFAULT_SUCCESS_INVALID = "Default to Success must be 'true' or 'false'.";
/** Only a forged post sends a condition the server did not offer (the dialog picks from CONDITION_TYPES). */
export const unknownCondition = (ruleNumber: number) => `Condition is not a known condition type for policy rule #${ruleNumber}`;

const isAttributeRuleList = createContractValidators(contractSchemas).body({
  type: 'array',
  items: { $ref: 'contract#/components/schemas/AttributeRule' },
});

/** The expression rules as a sorted list of canonical texts: equal when none was added, changed or removed. */
const expressionRules = (rules: readonly AttributeRule[]): string[] => rules.filter(isExpressionRule).map(canonicalJson).sort();

function sameExpressionRules(stored: readonly AttributeRule[], submitted: readonly AttributeRule[]): boolean {
  const before = expressionRules(stored);
  const after = expressionRules(submitted);
  return before.length === after.length && before.every((rule, index) => rule === after[index]);
}

function readRules(fields: URLSearchParams): AttributeRule[] {
  const rules = jsonField(fields, 'submittedRules', 'rules');
  if (!isAttributeRuleList(rules)) throw new FormRefusal(422, [MALFORMED_RULES]);
  return rules as AttributeRule[];
}

function readDefaultSuccess(fields: URLSearchParams): boolean {
  const value = fields.get('defaultSuccess');
  if (value !== 'true' && value !== 'false') throw new FormRefusal(422, [DEFAULT_SUCCESS_INVALID]);
  return value === 'true';
}

/** Stores the node's rule set, or throws a FormRefusal (the transaction then changes nothing). Answers the confirmation. */
export async function saveRules(server: ServerContext, caller: Caller, fields: URLSearchParams): Promise<string> {
  const nodeId = fields.get('submittedRulesId') ?? '';
  const rules = readRules(fields);
  const requestedDefault = readDefaultSuccess(fields);
  return server.store.transaction(async (tx) => {
    const located = await findPolicyNode(tx, nodeId);
    if (!located) throw new FormRefusal(404, [UNKNOWN_NODE_MESSAGE]);
    const stored = await getRuleSet(tx, nodeId);
    if (!caller.roles.includes(EXPRESSION_ADMINISTRATOR) && !sameExpressionRules(stored.attributeRules, rules)) {
      throw new FormRefusal(403, [EXPRESSION_RULES_REFUSED]);
    }
    const sources = await authenticationSources(tx, policyAdapterIds(located.policy));
    const problems = checkAttributeRules(rules, sources, expressionProblem);
    const conditionProblems = rules.flatMap((rule, index) =>
      isExpressionRule(rule) || rule.condition === undefined || rule.condition.trim() === '' || isConditionType(rule.condition) ? [] : [unknownCondition(index + 1)],
    );
    if (hasRuleProblems(problems) || conditionProblems.length > 0) throw new FormRefusal(422, [...problems.general, ...conditionProblems]);
    await putRuleSet(tx, { nodeId, attributeRules: rules, defaultSuccess: defaultSuccessAfter(rules, requestedDefault) });
    return `Rules saved for ${located.node.label} (${located.policy.name}).`;
  });
}
