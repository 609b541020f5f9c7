/**
 * Who may call a contract operation: the server's rule (src/server/http/authorize.ts) as a pure
 * function, so the console can disable or hide a control the server would refuse with 403.
 */
import type { OperationRef } from './page-model';

/** The signed-in account as far as the role rules see it (the Session's roles and auditor flag). */
export interface RoleHolder {
  roles?: readonly string[];
  auditor?: boolean;
}

/** Configuration changes are refused to auditors; the console's own session housekeeping and a read-only POST (x-read-only: a connection test) are not ones. */
export function changesConfiguration(operation: Pick<OperationRef, 'method' | 'auth' | 'readOnly'>): boolean {
  return operation.method !== 'get' && operation.auth !== 'session' && operation.readOnly !== true;
}

/** Whether the account holds one of the roles (a per-field role rule, page field editableBy). */
export const holdsOneOf = (account: RoleHolder, roles: readonly string[]): boolean => roles.some((role) => (account.roles ?? []).includes(role));

/**
 * Auditors read everything and change nothing but their own password (x-self-service); others need
 * one of the operation's x-roles, if it names any, and every one of its x-roles-all.
 */
export function mayCallOperation(account: RoleHolder, operation: Pick<OperationRef, 'method' | 'auth' | 'roles' | 'allRoles' | 'selfService' | 'readOnly'>): boolean {
  if (operation.auth === 'public') return true;
  // One's own password is one's own business, an auditor's too.
  if (operation.selfService === true) return true;
  if (account.auditor === true) return !changesConfiguration(operation);
  const held = account.roles ?? [];
  if (operation.allRoles && !operation.allRoles.every((role) => held.includes(role))) return false;
  return operation.roles.length === 0 || operation.roles.some((role) => held.includes(role));
}
