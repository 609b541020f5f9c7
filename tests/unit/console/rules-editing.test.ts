import { describe, expect, it } from 'vitest';
import type { AttributeRule, AuthenticationSource } from '../../../src/shared/attribute-rules';
import {
  addRule,
  changedExpressions,
  draftOf,
  moveRule,
  removeRule,
  rulesForSubmit,
  sourceChoice,
  withAttribute,
  withCondition,
  withSource,
} from '../../../src/console/screens/rules/rule-editing';
import { attributesUsedBy } from '../../../src/console/screens/rules/expression-attributes';

const sources: AuthenticationSource[] = [
  { key: 'IDP_ADAPTER|HTMLForm', type: 'IDP_ADAPTER', id: 'HTMLForm', name: 'HTML Form', attributeContract: ['username', 'email', 'memberOf'] },
  { key: 'CONTEXT', type: 'CONTEXT', name: 'Context', attributeContract: ['ClientIp', 'UserAgent'] },
];
const basic: AttributeRule = { authenticationSourceType: 'IDP_ADAPTER', authenticationSourceId: 'HTMLForm', attribute: 'memberOf', condition: 'EQUALS', expectedValue: 'admins', result: 'Admins' };
const expression: AttributeRule = { authenticationSourceType: 'EXPRESSION', expression: 'username == "joe"', result: 'Joe' };

describe('the Rules dialog resets what depends on a changed field (SPEC 2.20)', () => {
  it('a new source keeps only the result', () => {
    expect(withSource(basic, 'CONTEXT', sources)).toEqual({ authenticationSourceType: 'CONTEXT', result: 'Admins' });
    expect(withSource(basic, 'EXPRESSION', sources)).toEqual({ authenticationSourceType: 'EXPRESSION', expression: '', result: 'Admins' });
    expect(withSource(expression, 'IDP_ADAPTER|HTMLForm', sources)).toEqual({ authenticationSourceType: 'IDP_ADAPTER', authenticationSourceId: 'HTMLForm', result: 'Joe' });
    expect(withSource(basic, '', sources)).toEqual({ authenticationSourceType: '', result: 'Admins' });
  });

  it('choosing the same source again changes nothing', () => {
    expect(withSource(basic, sourceChoice(basic), sources)).toBe(basic);
  });

  it('a new attribute clears condition and value; a new condition clears the value', () => {
    expect(withAttribute(basic, 'email')).toEqual({ ...basic, attribute: 'email', condition: undefined, expectedValue: undefined });
    expect(withAttribute(basic, 'email')).not.toHaveProperty('condition');
    expect(withCondition(basic, 'NOT_EQUAL')).toEqual({ authenticationSourceType: 'IDP_ADAPTER', authenticationSourceId: 'HTMLForm', attribute: 'memberOf', condition: 'NOT_EQUAL', result: 'Admins' });
    expect(withAttribute(basic, 'memberOf')).toBe(basic);
    expect(withCondition(basic, 'EQUALS')).toBe(basic);
  });
});

describe('Default to Success, order and what Done sends', () => {
  it('removing the last rule resets Default to Success to true; removing another keeps it', () => {
    const draft = { ...draftOf([basic, expression], false) };
    const one = removeRule(draft, draft.rules[0].id);
    expect(one.defaultSuccess).toBe(false);
    expect(removeRule(one, one.rules[0].id)).toEqual({ rules: [], defaultSuccess: true });
  });

  it('moves a rule to the place of the one it is dropped on', () => {
    const draft = addRule(draftOf([basic, expression], true));
    const [a, b, c] = draft.rules.map((entry) => entry.id);
    expect(moveRule(draft, c, a).rules.map((entry) => entry.id)).toEqual([c, a, b]);
    expect(moveRule(draft, a, c).rules.map((entry) => entry.id)).toEqual([b, c, a]);
    expect(moveRule(draft, a, a)).toBe(draft);
  });

  it('only new or changed expressions go to the server for validation', () => {
    const draft = draftOf([basic, expression], true);
    expect(changedExpressions(draft.rules)).toEqual([]);
    const edited = draft.rules.map((entry, index) => (index === 1 ? { ...entry, rule: { ...entry.rule, expression: 'true' } } : entry));
    expect(changedExpressions(edited)).toEqual(['true']);
    const added = [...draft.rules, { id: 'x', rule: { authenticationSourceType: 'EXPRESSION', expression: 'username == "joe"', result: 'Other' } }];
    expect(changedExpressions(added)).toEqual(['username == "joe"']);
  });

  it('submits each kind of rule with its own non-empty fields only', () => {
    const mixed = { authenticationSourceType: 'EXPRESSION', expression: 'true', attribute: 'username', expectedValue: '', result: 'R' };
    expect(rulesForSubmit(draftOf([basic, mixed], true).rules)).toEqual([basic, { authenticationSourceType: 'EXPRESSION', expression: 'true', result: 'R' }]);
  });
});

describe('the attributes a test asks values for', () => {
  it('are the contract attributes the expression names as whole words', () => {
    expect(attributesUsedBy('username == "joe" && "admins" in memberOf', sources)).toEqual(['username', 'memberOf']);
    expect(attributesUsedBy('attributes["ClientIp"].startsWith("10.")', sources)).toEqual(['ClientIp']);
    expect(attributesUsedBy('usernames == 1 || myemail == 2', sources)).toEqual([]);
  });
});
