import { describe, expect, it } from 'vitest';
import { checkAttributeRules, CONTEXT_SOURCE_KEY, defaultSuccessAfter, hasRuleProblems, sourceKey, type AttributeRule, type AuthenticationSource } from '../../../src/shared/attribute-rules';

const sources: AuthenticationSource[] = [
  { key: sourceKey('IDP_ADAPTER', 'htmlForm'), type: 'IDP_ADAPTER', id: 'htmlForm', name: 'HTML Form', attributeContract: ['username', 'email', 'memberOf'] },
  { key: CONTEXT_SOURCE_KEY, type: 'CONTEXT', name: 'Context', attributeContract: ['ClientIp'] },
];
const basic = (patch: Partial<AttributeRule> = {}): AttributeRule => ({
  authenticationSourceType: 'IDP_ADAPTER',
  authenticationSourceId: 'htmlForm',
  attribute: 'memberOf',
  condition: 'MULTIVALUE_CONTAINS',
  expectedValue: 'admins',
  result: 'Admins',
  ...patch,
});
const expression = (patch: Partial<AttributeRule> = {}): AttributeRule => ({ authenticationSourceType: 'EXPRESSION', expression: 'true', result: 'Expr', ...patch });

describe('SPEC 5 attribute-rule checks', () => {
  it('accepts a complete rule set, the context source by its own key included', () => {
    const rules = [basic(), basic({ authenticationSourceType: 'CONTEXT', authenticationSourceId: undefined, attribute: 'ClientIp', result: 'Office' }), expression()];
    expect(hasRuleProblems(checkAttributeRules(rules, sources))).toBe(false);
  });

  it('names each missing field of a basic rule, and the rule in the summary', () => {
    const problems = checkAttributeRules([basic(), basic({ attribute: '', condition: '', expectedValue: ' ', result: '' })], sources);
    expect(problems.general).toEqual(['Required field(s) missing for policy rule #2']);
    expect(problems.fields).toEqual({
      1: { attribute: 'Attribute Name is required.', condition: 'Condition is required.', expectedValue: 'Value is required.', result: 'Result is required.' },
    });
  });

  it('wants the attribute in its source contract, and a known source', () => {
    expect(checkAttributeRules([basic({ attribute: 'subjectDN' })], sources).fields[0]).toEqual({ attribute: 'Attribute Name is required.' });
    expect(checkAttributeRules([basic({ authenticationSourceId: 'gone' })], sources).fields[0]).toEqual({ authenticationSource: 'Authentication Source is required.' });
    expect(checkAttributeRules([basic({ authenticationSourceType: '' })], sources).fields[0]).toEqual({ authenticationSource: 'Authentication Source is required.' });
  });

  it('names the missing expression and result of an expression rule', () => {
    const problems = checkAttributeRules([expression({ expression: '', result: '' })], sources);
    expect(problems.fields[0]).toEqual({ expression: 'Expression is required.', result: 'Result is required.' });
    expect(problems.general).toEqual(['Required field(s) missing for policy rule #1']);
  });

  it('refuses Fail, Action and Success in any case, once in general and on each field', () => {
    const problems = checkAttributeRules([basic({ result: 'FAIL' }), basic({ result: 'success' }), basic({ result: 'Action ' })], sources);
    expect(problems.general).toEqual(["'Fail', 'Action' and 'Success' are not permitted as result values."]);
    expect(Object.values(problems.fields).map((f) => f.result)).toEqual(['Result is invalid.', 'Result is invalid.', 'Result is invalid.']);
  });

  it('wants unique results, naming each duplicate once', () => {
    const problems = checkAttributeRules([basic(), basic(), basic(), expression({ result: 'Admins' })], sources);
    expect(problems.general).toEqual(['Result values must be unique. Duplicate configured for: Admins']);
  });

  it('reports an expression the language refuses, with its reason, when given the check', () => {
    const check = (text: string) => (text === 'bad(' ? 'Unexpected end of expression' : undefined);
    const problems = checkAttributeRules([basic(), expression({ expression: 'bad(' })], sources, check);
    expect(problems.general).toEqual(['Expression is invalid for policy rule #2. Reason: Unexpected end of expression']);
    expect(problems.fields[1]).toEqual({ expression: 'Expression is invalid.' });
    expect(hasRuleProblems(checkAttributeRules([expression({ expression: 'bad(' })], sources))).toBe(false);
  });

  it('resets default-to-success to true when no rule is left', () => {
    expect(defaultSuccessAfter([], false)).toBe(true);
    expect(defaultSuccessAfter([basic()], false)).toBe(false);
  });
});
