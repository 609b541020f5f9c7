/** POST /administrativeAccounts, including the anonymous bootstrap of the first administrator. */
import { forbidden, unauthorized } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import { createAccount } from './administrative-accounts';

export const addAccount: Handler<'addAccount'> = async ({ server, caller, body }) => {
  const { store, keys } = server;
  const passwordRules = server.settings.passwordRules;
  if (caller.kind !== 'anonymous') return { status: 200, body: await createAccount(store, body, { passwordRules, keys }) };

  // Anonymous: allowed only for the very first account, after the agreement is accepted.
  if ((await store.countAccounts()) > 0) throw unauthorized();
  if (!(await store.getServerState()).licenseAgreementAccepted) {
    throw forbidden('The license agreement must be accepted before the first account is created.');
  }
  return { status: 200, body: await createAccount(store, body, { passwordRules, firstAccount: true, keys }) };
};
