/**
 * Applies a binding's x-auth mode and x-roles to a request and says who the caller is.
 * admin: any credential; session: the console cookie only; public: none needed;
 * bootstrap: none needed while initial setup is incomplete, otherwise like admin; while no account
 * exists at all, credentials that name none (a setup script's Basic credentials of the account it
 * is about to create) count as none.
 * A passive admin console then refuses configuration changes (kernel/passive-console.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { RouteBinding } from '../../shared/route-binding';
import { mayCallOperation } from '../../shared/operation-access';
import { forbidden, unauthorized } from '../core/api-error';
import { anyCaller, sessionCaller } from './credentials';
import type { Caller, ServerContext } from './handler-types';
import { checkPassiveConsole } from './passive-console';
import { isInitialSetupComplete } from '../services/initial-setup';

export const ANONYMOUS: Caller = Object.freeze({ kind: 'anonymous', roles: [], auditor: false }) as Caller;

export async function authorize(server: ServerContext, binding: RouteBinding, request: FastifyRequest): Promise<Caller> {
  const caller = await authenticate(server, binding, request);
  // After the caller is known (401 and role refusals first), before anything changes.
  await checkPassiveConsole(server, binding);
  return caller;
}

async function authenticate(server: ServerContext, binding: RouteBinding, request: FastifyRequest): Promise<Caller> {
  const activity = binding.extendsSession === true;
  switch (binding.auth) {
    case 'public':
      // Public routes still learn who is signed in (GET /internal/session), but an expired
      // cookie must not make them fail.
      return (await sessionCaller(server, request, activity).catch(() => undefined)) ?? ANONYMOUS;
    case 'session':
      // Session routes are the console's own housekeeping (api token, extend): an auditor's
      // POST /internal/apiToken is not a configuration change, so only roles apply.
      return checkRoles(binding, await required(sessionCaller(server, request, activity)));
    case 'bootstrap': {
      const caller = await anyCaller(server, request, activity).catch(async (error: unknown) => {
        if (!(await isInitialSetupComplete(server.store)) && (await server.store.countAccounts()) === 0) return undefined;
        throw error;
      });
      if (!caller && !(await isInitialSetupComplete(server.store))) return ANONYMOUS;
      return checkRoles(binding, await required(Promise.resolve(caller)));
    }
    case 'admin':
    default:
      return checkRoles(binding, await required(anyCaller(server, request, activity)));
  }
}

async function required(caller: Promise<Caller | undefined>): Promise<Caller> {
  const resolved = await caller;
  if (!resolved) throw unauthorized();
  return resolved;
}

/** Whether the router's role rule lets `caller` call the operation of `binding` (for reads of other operations' data). */
export function mayCallBinding(caller: Caller, binding: RouteBinding): boolean {
  const operation = { method: binding.method.toLowerCase() as Lowercase<RouteBinding['method']>, auth: binding.auth, roles: binding.roles, allRoles: binding.allRoles, selfService: binding.selfService, readOnly: binding.readOnly };
  return mayCallOperation(caller, operation);
}

/**
 * The one role rule (src/shared/operation-access.ts), the same function the console uses to
 * disable controls: auditors read everything and change nothing; others need one of the roles.
 */
function checkRoles(binding: RouteBinding, caller: Caller): Caller {
  if (mayCallBinding(caller, binding)) return caller;
  throw forbidden(caller.auditor ? 'Auditors have read-only access.' : undefined);
}
