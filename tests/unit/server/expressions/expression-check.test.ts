import { describe, expect, it } from 'vitest';
import { expressionProblem } from '../../../../src/server/services/expressions/expression-language';

describe('expressionProblem', () => {
  it('accepts valid CEL, with attribute names as variables of any type', () => {
    for (const expression of [
      'username == "joe"',
      '"admins" in memberOf && email.endsWith("@example.com")',
      'attributes["http.user-agent"].contains("Mozilla")',
      'subjectDN.matches("^CN=[^,]+,O=Example$") || !(size(memberOf) > 3)',
      'memberOf.exists(g, g.startsWith("cn=admins"))',
    ]) {
      expect(expressionProblem(expression), expression).toBeUndefined();
    }
  });

  it('says why an expression does not parse or type-check, in one line with the position', () => {
    expect(expressionProblem('username ==')).toBe('Unexpected token: EOF (at character 12)');
    expect(expressionProblem('1 + "a"')).toBe('no such overload: int + string (at character 1)');
    expect(expressionProblem('attributes == 1')).toMatch(/^no such overload: map<string, dyn> == int/);
    expect(expressionProblem('a.b(')).not.toContain('\n');
  });

  it('refuses an empty expression', () => {
    expect(expressionProblem('')).toBe('The expression is empty.');
    expect(expressionProblem('  \n ')).toBe('The expression is empty.');
  });

  it('refuses more than 4096 characters, before parsing', () => {
    expect(expressionProblem(`"${'a'.repeat(4094)}"`)).toBeUndefined();
    expect(expressionProblem(`"${'a'.repeat(4095)}"`)).toBe('The expression is longer than 4096 characters.');
  });

  it('refuses nesting deeper than 32 levels (the innermost value counts as one), however written', () => {
    const nested = (open: string, close: string, depth: number) => `${open.repeat(depth)}1${close.repeat(depth)}`;
    for (const [open, close] of [['(', ')'], ['[', ']'], ['{"a": ', '}'], ['dyn(', ')']]) {
      expect(expressionProblem(nested(open, close, 31)), open).toBeUndefined();
      expect(expressionProblem(nested(open, close, 32)), open).toBe('The expression is nested more than 32 levels deep.');
      expect(expressionProblem(nested(open, close, 2000).slice(0, 4096)), open).toBe('The expression is nested more than 32 levels deep.');
    }
    expect(expressionProblem(`a${'.b'.repeat(31)}`)).toBeUndefined();
    expect(expressionProblem(`a${'.b'.repeat(32)}`)).toBe('The expression is nested more than 32 levels deep.');
  });

  it('refuses lists and maps over their limits', () => {
    const list = (n: number) => `[${Array.from({ length: n }, (_, i) => i).join(',')}]`;
    expect(expressionProblem(list(256))).toBeUndefined();
    expect(expressionProblem(list(257))).toBe('A list has more than 256 elements.');
  });
});
