/**
 * A passive admin console serves reads, sign-in and its own role switch, and refuses every
 * configuration change: those are made on the active console (SPEC 2.1, 6).
 */
import type { RouteBinding } from '../../../shared/route-binding';
import { ApiError, apiResult } from '../../http/api-error';
import type { ClusterView } from './cluster-view';

export const PASSIVE_ADMIN_NODE_MESSAGE = 'This administrative console is passive: configuration changes are made on the active console.';

/**
 * Writes other than the console's session housekeeping (x-auth session), sign-in and sign-out
 * (x-auth public) and those marked x-passive-console.
 */
export function refusedOnPassiveConsole(binding: RouteBinding): boolean {
  return binding.mutation && binding.auth !== 'session' && binding.auth !== 'public' && binding.passiveConsole !== true;
}

/** Asks the shared database (not a cache a switch on another node would leave stale). */
export async function checkPassiveConsole(cluster: ClusterView, binding: RouteBinding): Promise<void> {
  if (!cluster.clustered || !refusedOnPassiveConsole(binding)) return;
  if (await cluster.isPassiveConsole()) throw new ApiError(403, apiResult('passive_admin_node', PASSIVE_ADMIN_NODE_MESSAGE));
}
