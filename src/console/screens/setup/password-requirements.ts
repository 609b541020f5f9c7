import type { components } from '../../../../generated/api-types.gen';
import { t } from '../../i18n/t';

export type PasswordRules = components['schemas']['PasswordRules'];

export interface PasswordRequirement {
  id: 'minLength' | 'upperCase' | 'lowerCase' | 'minAlpha' | 'minNumeric' | 'minSpecial';
  text: string;
  met: boolean;
}

/**
 * The requirements shown live under the password (SPEC 5), counted the way the server counts
 * (characters are code points; letters and digits in any script; special = in specialChars).
 * Mixed case means an uppercase and a lowercase letter, so both are listed and checked.
 */
export function passwordRequirements(rules: PasswordRules, password: string): PasswordRequirement[] {
  const characters = [...password];
  const count = (test: (character: string) => boolean) => characters.filter(test).length;
  const requirements: PasswordRequirement[] = [
    { id: 'minLength', text: counted('minLength', rules.minLength), met: characters.length >= rules.minLength },
  ];
  if (rules.requireMixedCase) {
    requirements.push({ id: 'upperCase', text: t('setup.rule.mixedCase'), met: count((c) => /\p{Lu}/u.test(c)) > 0 });
    requirements.push({ id: 'lowerCase', text: t('setup.rule.lowerCase'), met: count((c) => /\p{Ll}/u.test(c)) > 0 });
  }
  if (rules.minAlpha > 0) {
    requirements.push({ id: 'minAlpha', text: counted('alpha', rules.minAlpha), met: count((c) => /\p{L}/u.test(c)) >= rules.minAlpha });
  }
  if (rules.minNumeric > 0) {
    requirements.push({ id: 'minNumeric', text: counted('numeric', rules.minNumeric), met: count((c) => /\p{Nd}/u.test(c)) >= rules.minNumeric });
  }
  if (rules.minSpecial > 0) {
    requirements.push({
      id: 'minSpecial',
      text: counted('special', rules.minSpecial, rules.specialChars),
      met: count((c) => rules.specialChars.includes(c)) >= rules.minSpecial,
    });
  }
  return requirements;
}

export function allRequirementsMet(requirements: PasswordRequirement[]): boolean {
  return requirements.every((requirement) => requirement.met);
}

function counted(kind: 'minLength' | 'alpha' | 'numeric' | 'special', count: number, chars?: string): string {
  return count === 1 ? t(`setup.rule.${kind}.one`, { chars }) : t(`setup.rule.${kind}`, { count, chars });
}
