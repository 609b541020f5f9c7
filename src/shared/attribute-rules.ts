/**
 * The checks of SPEC 5 on a policy node's attribute rules, as one pure function both ends run: the
 * Rules dialog before Done, and the server on every save of a policy tree whatever the browser sent.
 * Expression validity needs the expression language (server side), so it is a caller-supplied
 * check; its texts are built here too.
 */
import type { components } from '../../generated/api-types.gen';

/**
 * A rule as the Rules dialog and these checks see it. The contract stores PingFederate's shape
 * (AuthnSourcePolicyAction.attributeRules: attributeSource {type, id}, attributeName, …);
 * pf-attribute-rules.ts maps between the two.
 */
export interface AttributeRule {
  /** IDP_ADAPTER, CONTEXT or EXPRESSION; '' while none is chosen. */
  authenticationSourceType: string;
  authenticationSourceId?: string;
  attribute?: string;
  condition?: string;
  expectedValue?: string;
  expression?: string;
  result: string;
}
export type AuthenticationSource = components['schemas']['PolicyRuleAuthenticationSource'];

export const EXPRESSION_SOURCE_TYPE = 'EXPRESSION';
export const CONTEXT_SOURCE_TYPE = 'CONTEXT';
/** The context source has one key of its own; other sources combine their type and id. */
export const CONTEXT_SOURCE_KEY = 'CONTEXT';

export function sourceKey(type: string, id: string | undefined): string {
  return type === CONTEXT_SOURCE_TYPE ? CONTEXT_SOURCE_KEY : `${type}|${id ?? ''}`;
}

export type RuleField = 'authenticationSource' | 'attribute' | 'condition' | 'expectedValue' | 'expression' | 'result';

export const RULE_MESSAGES = {
  attributeRequired: 'Attribute Name is required.',
  conditionRequired: 'Condition is required.',
  valueRequired: 'Value is required.',
  resultRequired: 'Result is required.',
  sourceRequired: 'Authentication Source is required.',
  expressionRequired: 'Expression is required.',
  resultInvalid: 'Result is invalid.',
  reservedResult: "'Fail', 'Action' and 'Success' are not permitted as result values.",
  expressionInvalid: 'Expression is invalid.',
  missingFields: (ruleNumber: number) => `Required field(s) missing for policy rule #${ruleNumber}`,
  duplicateResult: (value: string) => `Result values must be unique. Duplicate configured for: ${value}`,
  expressionInvalidFor: (ruleNumber: number, reason: string) => `Expression is invalid for policy rule #${ruleNumber}. Reason: ${reason}`,
} as const;

const RESERVED_RESULTS = new Set(['fail', 'success', 'action']);

export interface RuleProblems {
  /** Shown at the top of the dialog (SPEC 2.20), in rule order. */
  general: string[];
  /** Per rule (by index in the list), per field: the message under that field. */
  fields: Record<number, Partial<Record<RuleField, string>>>;
}

export const isExpressionRule = (rule: AttributeRule): boolean => rule.authenticationSourceType === EXPRESSION_SOURCE_TYPE;

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * Every SPEC 5 problem of a rule set. `sources` are the editor's authentication sources (an
 * attribute must be in its source's contract); `expressionProblem` answers why an expression does
 * not parse, or undefined when it does (omit it to skip that check, as the browser does before
 * asking the server).
 */
export function checkAttributeRules(
  rules: readonly AttributeRule[],
  sources: readonly AuthenticationSource[],
  expressionProblem?: (expression: string) => string | undefined,
): RuleProblems {
  const problems: RuleProblems = { general: [], fields: {} };
  const contracts = new Map(sources.map((source) => [source.key, source.attributeContract]));
  const seenResults = new Set<string>();
  const reported = new Set<string>();
  let reservedReported = false;

  rules.forEach((rule, index) => {
    const number = index + 1;
    const fields: Partial<Record<RuleField, string>> = {};
    if (isExpressionRule(rule)) {
      if (blank(rule.expression)) fields.expression = RULE_MESSAGES.expressionRequired;
    } else if (blank(rule.authenticationSourceType)) {
      fields.authenticationSource = RULE_MESSAGES.sourceRequired;
    } else {
      const contract = contracts.get(sourceKey(rule.authenticationSourceType, rule.authenticationSourceId));
      if (contract === undefined) fields.authenticationSource = RULE_MESSAGES.sourceRequired;
      else if (blank(rule.attribute) || !contract.includes(rule.attribute!)) fields.attribute = RULE_MESSAGES.attributeRequired;
      if (blank(rule.condition)) fields.condition = RULE_MESSAGES.conditionRequired;
      if (blank(rule.expectedValue)) fields.expectedValue = RULE_MESSAGES.valueRequired;
    }
    if (blank(rule.result)) fields.result = RULE_MESSAGES.resultRequired;
    const missing = Object.keys(fields).length > 0;
    if (missing) problems.general.push(RULE_MESSAGES.missingFields(number));

    const result = rule.result?.trim() ?? '';
    if (result !== '' && RESERVED_RESULTS.has(result.toLowerCase())) {
      fields.result = RULE_MESSAGES.resultInvalid;
      if (!reservedReported) problems.general.push(RULE_MESSAGES.reservedResult);
      reservedReported = true;
    } else if (result !== '') {
      if (seenResults.has(result) && !reported.has(result)) {
        problems.general.push(RULE_MESSAGES.duplicateResult(result));
        reported.add(result);
      }
      seenResults.add(result);
    }

    if (isExpressionRule(rule) && !blank(rule.expression) && expressionProblem) {
      const reason = expressionProblem(rule.expression!);
      if (reason !== undefined) {
        fields.expression = RULE_MESSAGES.expressionInvalid;
        problems.general.push(RULE_MESSAGES.expressionInvalidFor(number, reason));
      }
    }
    if (Object.keys(fields).length > 0) problems.fields[index] = fields;
  });
  return problems;
}

export const hasRuleProblems = (problems: RuleProblems): boolean => problems.general.length > 0 || Object.keys(problems.fields).length > 0;

/** Removing the last rule resets default-to-success to true (SPEC 2.20). */
export const defaultSuccessAfter = (rules: readonly AttributeRule[], defaultSuccess: boolean): boolean => (rules.length === 0 ? true : defaultSuccess);
