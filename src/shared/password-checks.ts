/**
 * How a password is measured against the administrator password rules: the one counting both the
 * server (which enforces the rules) and the setup wizard (which shows them live) use. Characters
 * are code points; letters and digits in any script; special means one of specialChars.
 */
export interface PasswordRules {
  minLength: number;
  /** At least one upper-case and one lower-case letter. */
  requireMixedCase: boolean;
  minAlpha: number;
  minNumeric: number;
  minSpecial: number;
  /** The characters that count as special. */
  specialChars: string;
}

export type PasswordCheckId = 'minLength' | 'upperCase' | 'lowerCase' | 'minAlpha' | 'minNumeric' | 'minSpecial';

export interface PasswordCheck {
  id: PasswordCheckId;
  met: boolean;
}

/** One check per rule in force (a minimum of 0, or one another rule implies, is no rule), in the order they are listed. */
export function passwordChecks(rules: PasswordRules, password: string): PasswordCheck[] {
  const characters = [...password];
  const count = (test: (character: string) => boolean) => characters.filter(test).length;
  const checks: PasswordCheck[] = [{ id: 'minLength', met: characters.length >= rules.minLength }];
  if (rules.requireMixedCase) {
    checks.push({ id: 'upperCase', met: count((c) => /\p{Lu}/u.test(c)) > 0 });
    checks.push({ id: 'lowerCase', met: count((c) => /\p{Ll}/u.test(c)) > 0 });
  }
  // Mixed case already asks for two letters (one of each case), so a minimum of letters up to two
  // is no rule of its own: listing it would say the same thing twice ('1 letter' beside '1
  // uppercase letter'). Leaving it out accepts and refuses exactly the same passwords.
  const lettersAskedByCase = rules.requireMixedCase ? 2 : 0;
  if (rules.minAlpha > lettersAskedByCase) checks.push({ id: 'minAlpha', met: count((c) => /\p{L}/u.test(c)) >= rules.minAlpha });
  if (rules.minNumeric > 0) checks.push({ id: 'minNumeric', met: count((c) => /\p{Nd}/u.test(c)) >= rules.minNumeric });
  if (rules.minSpecial > 0) checks.push({ id: 'minSpecial', met: count((c) => rules.specialChars.includes(c)) >= rules.minSpecial });
  return checks;
}
