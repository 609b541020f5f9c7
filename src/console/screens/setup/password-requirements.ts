import type { components } from '../../../../generated/api-types.gen';
import { passwordChecks, type PasswordCheckId } from '../../../shared/password-checks';
import { t } from '../../i18n/t';

export type PasswordRules = components['schemas']['PasswordRules'];

export interface PasswordRequirement {
  id: PasswordCheckId;
  text: string;
  met: boolean;
}

/**
 * The requirements shown live under the password (SPEC 5), counted as the server counts them
 * (src/shared/password-checks.ts). Mixed case means an uppercase and a lowercase letter, so both
 * are listed.
 */
export function passwordRequirements(rules: PasswordRules, password: string): PasswordRequirement[] {
  return passwordChecks(rules, password).map(({ id, met }) => ({ id, met, text: requirementText(id, rules) }));
}

function requirementText(id: PasswordCheckId, rules: PasswordRules): string {
  switch (id) {
    case 'minLength':
      return counted('minLength', rules.minLength);
    case 'upperCase':
      return t('setup.rule.mixedCase');
    case 'lowerCase':
      return t('setup.rule.lowerCase');
    case 'minAlpha':
      return counted('alpha', rules.minAlpha);
    case 'minNumeric':
      return counted('numeric', rules.minNumeric);
    case 'minSpecial':
      return counted('special', rules.minSpecial, rules.specialChars);
  }
}

export function allRequirementsMet(requirements: PasswordRequirement[]): boolean {
  return requirements.every((requirement) => requirement.met);
}

function counted(kind: 'minLength' | 'alpha' | 'numeric' | 'special', count: number, chars?: string): string {
  return count === 1 ? t(`setup.rule.${kind}.one`, { chars }) : t(`setup.rule.${kind}`, { count, chars });
}
