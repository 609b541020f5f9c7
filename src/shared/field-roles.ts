/** Per-field role rules (a page field's editableBy): the words the server refuses with and the console explains with. */

const ROLE_NAMES: Readonly<Record<string, string>> = {
  ADMINISTRATOR: 'an administrator',
  USER_ADMINISTRATOR: 'a user administrator',
  CRYPTO_ADMINISTRATOR: 'a crypto administrator',
  EXPRESSION_ADMINISTRATOR: 'an expression administrator',
};

/** "Only an expression administrator may change Expression Criteria." */
export function fieldRoleMessage(label: string, roles: readonly string[]): string {
  return `Only ${roles.map((role) => ROLE_NAMES[role] ?? role).join(' or ')} may change ${label}.`;
}
