/** POST /internal/login, POST /internal/logout, GET /internal/session, POST /internal/apiToken, GET /internal/extendSession. */
import { unauthorized } from '../../http/api-error';
import type { Caller, Handler } from '../../http/handler-types';
import { hashSecret, newSecret } from '../../http/tokens';
import { checkAccountPassword } from '../accounts/account-login';
import { isInitialSetupComplete } from '../setup/initial-setup';
import type { Store } from '../../store/store';
import { endSession, startSession } from './console-sessions';
import { callerFromAccount } from '../../http/credentials';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password.';

async function sessionBody(store: Store, caller: Caller) {
  return {
    ...(caller.username ? { username: caller.username } : {}),
    auditor: caller.auditor,
    initialSetupComplete: await isInitialSetupComplete(store),
    roles: caller.roles,
  };
}

export const login: Handler = async ({ server, body, reply }) => {
  const { username, password } = body as { username: string; password: string };
  const account = await checkAccountPassword(server.store, username, password);
  if (!account) throw unauthorized(INVALID_LOGIN_MESSAGE);
  await startSession(server.store, reply, account.username, server.settings.sessionTimeoutMs, server.now());
  return { status: 200, body: await sessionBody(server.store, callerFromAccount('session', account.doc, account.username)) };
};

export const logout: Handler = async ({ server, request, reply }) => {
  await endSession(server.store, request, reply);
  return { status: 204 };
};

export const getSession: Handler = async ({ server, caller }) => ({ status: 200, body: await sessionBody(server.store, caller) });

export const createApiToken: Handler = async ({ server, caller }) => {
  const token = newSecret();
  const lifetimeMs = server.settings.apiTokenLifetimeMs;
  await server.store.transaction((tx) =>
    tx.putApiToken({
      tokenHash: hashSecret(token),
      username: caller.username ?? '',
      sessionIdHash: caller.sessionIdHash ?? null,
      expiresAt: server.now() + lifetimeMs,
    }),
  );
  return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: Math.floor(lifetimeMs / 1000) } };
};

/** Authorising the session cookie already moved its idle timer. */
export const extendSession: Handler = async () => ({ status: 204 });
