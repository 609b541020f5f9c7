// The checks the wizard shows are the checks the server enforces (both call passwordChecks): leaving
// out a rule another rule implies must accept and refuse exactly the passwords the full rules do.
import { describe, expect, it } from 'vitest';
import { passwordChecks, type PasswordRules } from '../../../src/shared/password-checks';
import { DEFAULT_PASSWORD_RULES, unmetPasswordRules } from '../../../src/server/services/passwords/password-rules';

/** Every rule read literally, none left out: the reference the checks must agree with. */
function meetsEveryRule(rules: PasswordRules, password: string): boolean {
  const characters = [...password];
  const count = (pattern: RegExp) => characters.filter((character) => pattern.test(character)).length;
  return (
    characters.length >= rules.minLength &&
    (!rules.requireMixedCase || (count(/\p{Lu}/u) > 0 && count(/\p{Ll}/u) > 0)) &&
    count(/\p{L}/u) >= rules.minAlpha &&
    count(/\p{Nd}/u) >= rules.minNumeric &&
    characters.filter((character) => rules.specialChars.includes(character)).length >= rules.minSpecial
  );
}

/** Every password of up to `length` characters over a small alphabet with each kind of character. */
function passwords(alphabet: string[], length: number): string[] {
  let all = [''];
  let level = [''];
  for (let size = 1; size <= length; size++) {
    level = level.flatMap((prefix) => alphabet.map((character) => prefix + character));
    all = all.concat(level);
  }
  return all;
}

describe('password checks', () => {
  const candidates = passwords(['a', 'B', 'é', '1', '!', ' '], 4);

  it('accept exactly the passwords that meet every rule, whatever the minimum of letters', () => {
    for (const requireMixedCase of [true, false]) {
      for (const minAlpha of [0, 1, 2, 3]) {
        const rules: PasswordRules = { minLength: 2, requireMixedCase, minAlpha, minNumeric: 0, minSpecial: 0, specialChars: '!' };
        const disagreeing = candidates.filter((password) => passwordChecks(rules, password).every((check) => check.met) !== meetsEveryRule(rules, password));
        expect(disagreeing, JSON.stringify(rules)).toEqual([]);
      }
    }
  });

  it('list a minimum of letters only when mixed case does not already ask for it', () => {
    const ids = (minAlpha: number, requireMixedCase: boolean) =>
      passwordChecks({ minLength: 8, requireMixedCase, minAlpha, minNumeric: 1, minSpecial: 1, specialChars: '!' }, '').map((check) => check.id);
    expect(ids(1, true)).toEqual(['minLength', 'upperCase', 'lowerCase', 'minNumeric', 'minSpecial']);
    expect(ids(2, true)).not.toContain('minAlpha');
    expect(ids(3, true)).toContain('minAlpha');
    expect(ids(1, false)).toContain('minAlpha');
    expect(ids(0, false)).not.toContain('minAlpha');
  });

  it('name letters once in the server\'s refusal too', () => {
    expect(unmetPasswordRules('12345678!', DEFAULT_PASSWORD_RULES)).toEqual(['1 uppercase letter and 1 lowercase letter']);
  });
});
