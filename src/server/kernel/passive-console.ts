/**
 * A passive admin console serves reads, sign-in and its own role switch, and refuses every
 * configuration change: those are made on the active console (SPEC 2.1, 6).
 */
import type { RouteBinding } from '../../shared/route-binding';
import { ApiError, apiResult } from '../core/api-error';
import type { ServerContext } from './handler-types';
import { isInitialSetupComplete } from '../services/initial-setup';

export const PASSIVE_ADMIN_NODE_MESSAGE = 'This administrative console is passive: configuration changes are made on the active console.';

/**
 * Writes other than the console's session housekeeping (x-auth session), sign-in and sign-out
 * (x-auth public) and those marked x-passive-console.
 */
export function refusedOnPassiveConsole(binding: RouteBinding): boolean {
  return binding.mutation && binding.auth !== 'session' && binding.auth !== 'public' && binding.passiveConsole !== true;
}

/**
 * Asks the shared database (not a cache a switch on another node would leave stale). The setup
 * wizard's anonymous steps (x-auth bootstrap before initial setup is complete: license, first
 * administrator) are served, since the wizard switches the console to active only after them (SPEC §4).
 */
export async function checkPassiveConsole(server: ServerContext, binding: RouteBinding): Promise<void> {
  if (!server.cluster.clustered || !refusedOnPassiveConsole(binding)) return;
  if (!(await server.cluster.isPassiveConsole())) return;
  if (binding.auth === 'bootstrap' && !(await isInitialSetupComplete(server.store))) return;
  throw new ApiError(403, apiResult('passive_admin_node', PASSIVE_ADMIN_NODE_MESSAGE));
}
