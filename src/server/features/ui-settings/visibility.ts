/** Which parts of the console frame a caller is offered (SPEC 6); the routes enforce the same. */
import type { Caller } from '../../kernel/handler-types';

/** Administrative accounts: auditors (to read) and account managers. */
export const accountManagementVisible = (caller: Caller): boolean =>
  caller.auditor || caller.roles.includes('ADMINISTRATOR') || caller.roles.includes('USER_ADMINISTRATOR');

/** Cluster administration: auditors (to read) and administrators. */
export const adminVisible = (caller: Caller): boolean => caller.auditor || caller.roles.includes('ADMINISTRATOR');
