/**
 * The rules administrator passwords must meet. The setup wizard shows them live
 * (GET /internal/isw/adminPasswordRules); the server enforces them when it creates an account.
 */
import { passwordChecks, type PasswordRules } from '../../../shared/password-checks';

export type { PasswordRules };

/**
 * PingFederate's own defaults (its config-store/password-rules.xml, as Ping's documentation of the
 * password policy lists them), so the passwords its setup scripts and Docker images use
 * ("2FederateM0re") are taken here too.
 */
export const DEFAULT_PASSWORD_RULES: Readonly<PasswordRules> = Object.freeze({
  minLength: 8,
  requireMixedCase: true,
  minAlpha: 2,
  minNumeric: 1,
  minSpecial: 0,
  specialChars: '!$%^&*()_+\\|~-=`{}[]:";\'<>?,/.',
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the password lacks, one phrase per unmet rule (empty when it meets them all). */
export function unmetPasswordRules(password: string, rules: PasswordRules): string[] {
  const unmet = new Set(passwordChecks(rules, password).filter((check) => !check.met).map((check) => check.id));
  const missing: string[] = [];
  if (unmet.has('minLength')) missing.push(`${plural(rules.minLength, 'character', 'characters')} minimum`);
  if (unmet.has('upperCase') || unmet.has('lowerCase')) missing.push('1 uppercase letter and 1 lowercase letter');
  if (unmet.has('minAlpha')) missing.push(plural(rules.minAlpha, 'letter', 'letters'));
  if (unmet.has('minNumeric')) missing.push(plural(rules.minNumeric, 'number', 'numbers'));
  if (unmet.has('minSpecial')) missing.push(`${plural(rules.minSpecial, 'special character', 'special characters')} (${rules.specialChars})`);
  return missing;
}

/** The one message for a password that fails: every missing requirement listed. */
export function passwordRulesMessage(missing: string[]): string {
  return `The password does not meet the password requirements. It needs: ${missing.join('; ')}.`;
}

/** Checks configured rules make sense (a server option); throws with the reason otherwise. */
export function checkPasswordRules(rules: PasswordRules): PasswordRules {
  const counts = [rules.minLength, rules.minAlpha, rules.minNumeric, rules.minSpecial];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0) || rules.minLength < 1) {
    throw new Error('Password rules: the minimums must be whole numbers (minLength at least 1).');
  }
  if (rules.minSpecial > 0 && rules.specialChars.length === 0) throw new Error('Password rules: specialChars is empty but minSpecial is not 0.');
  return rules;
}
