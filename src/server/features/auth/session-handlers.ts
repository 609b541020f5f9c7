/** POST /internal/login, POST /internal/logout, GET /internal/session, POST /internal/apiToken, GET /internal/extendSession. */
import { unauthorized } from '../../core/api-error';
import type { Caller, Handler } from '../../kernel/handler-types';
import { hashSecret, newSecret } from '../../core/tokens';
import { isInitialSetupComplete } from '../../services/initial-setup';
import type { Store } from '../../store/store';
import { endSession, startSession } from '../../kernel/console-sessions';
import { callerFromAccount } from '../../kernel/credentials';
import type { components } from '../../../../generated/api-types.gen';

type AdminRole = components['schemas']['AdminRole'];
const ADMIN_ROLES = { USER_ADMINISTRATOR: true, CRYPTO_ADMINISTRATOR: true, ADMINISTRATOR: true, EXPRESSION_ADMINISTRATOR: true } satisfies Record<AdminRole, true>;
/** A caller's roles come from its account document, checked on its way in; this narrows them to the contract's type. */
const isAdminRole = (role: string): role is AdminRole => Object.hasOwn(ADMIN_ROLES, role);

async function sessionBody(store: Store, caller: Caller): Promise<components['schemas']['Session']> {
  return {
    ...(caller.username ? { username: caller.username } : {}),
    auditor: caller.auditor,
    initialSetupComplete: await isInitialSetupComplete(store),
    roles: caller.roles.filter(isAdminRole),
  };
}

export const login: Handler<'login'> = async ({ server, request, body, reply }) => {
  const { username, password } = body;
  const account = await server.signIn.verify(username, password, request.ip);
  await startSession(server, request, reply, account.username);
  return { status: 200, body: await sessionBody(server.store, callerFromAccount('session', account.doc, account.username)) };
};

export const logout: Handler<'logout'> = async ({ server, request, reply }) => {
  await endSession(server, request, reply);
  return { status: 204 };
};

export const getSession: Handler<'getSession'> = async ({ server, caller }) => ({ status: 200, body: await sessionBody(server.store, caller) });

export const createApiToken: Handler<'createApiToken'> = async ({ server, caller }) => {
  const token = newSecret();
  const now = server.now();
  const session = caller.sessionIdHash ? await server.store.getSession(caller.sessionIdHash) : undefined;
  if (!session) throw unauthorized();
  // A token never outlives the session's absolute lifetime.
  const expiresAt = Math.min(now + server.settings.apiTokenLifetimeMs, session.createdAt + server.settings.sessionLifetimeMs);
  await server.store.transaction((tx) =>
    tx.putApiToken({ tokenHash: hashSecret(token), username: caller.username ?? '', sessionIdHash: session.idHash, expiresAt }),
  );
  return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: Math.floor((expiresAt - now) / 1000) } };
};

/** Authorising the session cookie already moved its idle timer. */
export const extendSession: Handler<'extendSession'> = async () => ({ status: 204 });
