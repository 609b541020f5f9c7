/**
 * Managing administrative accounts (GET, PUT, DELETE /administrativeAccounts/{username},
 * POST …/{username}/resetPassword), with the rules that keep the server manageable: nobody
 * deactivates, demotes or deletes themselves, and the last active USER_ADMINISTRATOR stays one.
 * Passwords never leave the server; a reset ends the account's sessions, a change its other ones.
 * An account's version is a digest of its stored row (the accounts table keeps no version): a
 * change of its fields or its password (a reset) gives it a new one.
 */
import { ApiError, apiResult, fieldError, notFound, validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { Caller, Handler, ServerContext } from '../../kernel/handler-types';
import type { JsonDocument, StoredAccount, StoreReader } from '../../store/store';
import { answeredAccount, passwordProblem, publicAccount, USER_ADMINISTRATOR, type AdministrativeAccount } from './administrative-accounts';
import { encryptedPasswordOf, forgetSealedPassword, sealPassword } from './sealed-passwords';
import { hashPassword } from '../../services/passwords/password-hash';
import { digestVersion, guardedWrite, ifMatchOf, versionedRead, type VersionSource } from '../../kernel/versioned-writes';

/** The account's version (undefined: there is none by that name). */
const accountVersion =
  (username: string): VersionSource =>
  async (reader) => {
    const account = await reader.getAccount(username);
    return account && digestVersion({ username: account.username, passwordHash: account.passwordHash, doc: account.doc });
  };

/** The account as GET answers it, for a refused write's `current`. */
async function readAccount(server: ServerContext, username: string): Promise<AdministrativeAccount | undefined> {
  const account = await server.store.getAccount(username);
  return account && answeredAccount(server.store, server.keys, account);
}

const sameUser = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();
const notFoundAccount = (username: string) => notFound(`Administrative account '${username}' was not found.`);

/** Whether an account document can manage accounts and sign on. */
const isActiveUserAdmin = (doc: JsonDocument) => doc.active !== false && doc.auditor !== true && Array.isArray(doc.roles) && doc.roles.includes(USER_ADMINISTRATOR);

async function otherActiveUserAdmins(reader: StoreReader, username: string): Promise<number> {
  return (await reader.listAccounts()).filter((account) => !sameUser(account.username, username) && isActiveUserAdmin(account.doc)).length;
}

export const getAccounts: Handler<'getAccounts'> = async ({ server }) => {
  const accounts = await server.store.listAccounts();
  return { status: 200, body: { items: await Promise.all(accounts.map((account) => answeredAccount(server.store, server.keys, account))) } };
};

export const getAccount: Handler<'getAccount'> = async ({ server, params }) => {
  const { body, version } = await versionedRead(server.store, accountVersion(params.username), () => readAccount(server, params.username));
  if (!body) throw notFoundAccount(params.username);
  return { status: 200, body, version };
};

/** What an update may not do to the caller's own account or to the last user administrator. */
function selfRules(caller: Caller, existing: StoredAccount, next: AdministrativeAccount): ValidationErrorItem[] {
  if (!sameUser(caller.username, existing.username)) return [];
  const errors: ValidationErrorItem[] = [];
  if (next.active === false) errors.push({ errorId: 'invalid_field', fieldPath: 'active', message: 'You cannot deactivate your own account.' });
  if (next.auditor === true && existing.doc.auditor !== true) errors.push({ errorId: 'invalid_field', fieldPath: 'auditor', message: 'You cannot make your own account an auditor.' });
  const hadUserAdmin = Array.isArray(existing.doc.roles) && existing.doc.roles.includes(USER_ADMINISTRATOR);
  if (hadUserAdmin && !(next.roles ?? []).includes(USER_ADMINISTRATOR)) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'roles', message: `You cannot remove the ${USER_ADMINISTRATOR} role from your own account.` });
  }
  return errors;
}

export const updateAccount: Handler<'updateAccount'> = async ({ server, caller, params, body: input, request }) => {
  const { username } = params;
  if (typeof input.username === 'string' && input.username !== '' && !sameUser(input.username, username)) {
    throw fieldError('username', 'Username cannot be changed.', 'immutable_field');
  }
  if (typeof input.password === 'string' && input.password !== '') {
    throw fieldError('password', 'The password is not changed here: reset it, or change your own.', 'invalid_field');
  }
  const roles = input.roles ?? [];
  if (input.auditor === true && roles.length > 0) throw fieldError('roles', 'An Auditor cannot have any administrative roles.');

  const current = async () => (await readAccount(server, username)) as JsonDocument | undefined;
  const updated = await guardedWrite(server.store, ifMatchOf(request), accountVersion(username), current, () => server.store.transaction(async (tx) => {
    const existing = await tx.getAccount(username);
    if (!existing) throw notFoundAccount(username);
    // Written back as read, it keeps the password; another one would change it, which only a reset does.
    if (typeof input.encryptedPassword === 'string' && input.encryptedPassword !== (await encryptedPasswordOf(tx, server.keys, existing.username, existing.passwordHash))) {
      throw fieldError('encryptedPassword', 'The password is not changed here: send back the encryptedPassword this account answers, or leave it out; reset the password to change it.', 'invalid_field');
    }
    const doc = publicAccount({ ...input, username: existing.username, roles, active: input.active ?? true, auditor: input.auditor ?? false });
    const errors = selfRules(caller, existing, doc);
    if (errors.length > 0) throw validationFailed(errors);
    if (isActiveUserAdmin(existing.doc) && !isActiveUserAdmin(doc) && (await otherActiveUserAdmins(tx, username)) === 0) {
      throw fieldError('roles', `At least one active account must keep the ${USER_ADMINISTRATOR} role.`);
    }
    await tx.updateAccount(username, { doc });
    // An account that can no longer sign on loses its sessions at once.
    if (doc.active === false) await tx.endSessionsOf(username);
    return answeredAccount(tx, server.keys, { username: existing.username, passwordHash: existing.passwordHash, doc });
  }));
  return { status: 200, ...updated };
};

export const deleteAccount: Handler<'deleteAccount'> = async ({ server, caller, params, request }) => {
  const { username } = params;
  const current = async () => (await readAccount(server, username)) as JsonDocument | undefined;
  await guardedWrite(server.store, ifMatchOf(request), accountVersion(username), current, () => server.store.transaction(async (tx) => {
    const existing = await tx.getAccount(username);
    if (!existing) throw notFoundAccount(username);
    // The refusal is the answer's message: the console shows it as it is.
    if (sameUser(caller.username, username)) throw new ApiError(422, apiResult('invalid_field', 'You cannot delete your own account.'));
    if (isActiveUserAdmin(existing.doc) && (await otherActiveUserAdmins(tx, username)) === 0) {
      throw new ApiError(422, apiResult('invalid_field', `The last active account with the ${USER_ADMINISTRATOR} role cannot be deleted.`));
    }
    await tx.deleteAccount(username);
    await forgetSealedPassword(tx, existing.username);
  }));
  return { status: 204 };
};

export const resetPassword: Handler<'resetPassword'> = async ({ server, caller, params, body }) => {
  const { username } = params;
  if (sameUser(caller.username, username)) {
    throw new ApiError(422, apiResult('invalid_field', 'Change your own password with your current one (changePassword).'));
  }
  const problem = passwordProblem(body.newPassword, server.settings.passwordRules, 'newPassword', 'New password');
  if (problem) throw validationFailed([problem]);
  const passwordHash = await hashPassword(body.newPassword);
  await server.store.transaction(async (tx) => {
    const existing = await tx.getAccount(username);
    if (!existing) throw notFoundAccount(username);
    await tx.updateAccount(username, { doc: existing.doc, passwordHash });
    await sealPassword(tx, server.keys, existing.username, passwordHash);
    await tx.endSessionsOf(username);
  });
  return { status: 200, body: {} };
};

/** The caller's own password: the current one proves it is them; their other sessions end. */
export const changePassword: Handler<'changePassword'> = async ({ server, caller, body, request }) => {
  const username = caller.username ?? '';
  const { currentPassword, newPassword } = body;
  const account = await server.store.getAccount(username);
  if (!account) throw notFoundAccount(username);
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw fieldError('currentPassword', 'Current password is required.', 'required_field_missing');
  }
  // Checked like a sign-on, so guessing here is throttled and locks out like guessing there; a
  // wrong password is this form's field error, not a 401 that would read as an ended session.
  await server.signIn.verify(username, currentPassword, request.ip).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 401) throw fieldError('currentPassword', 'The current password is not correct.');
    throw error;
  });
  const problem = passwordProblem(newPassword, server.settings.passwordRules, 'newPassword', 'New password');
  if (problem) throw validationFailed([problem]);
  if (newPassword === currentPassword) throw fieldError('newPassword', 'The new password must differ from the current one.');
  const passwordHash = await hashPassword(newPassword);
  await server.store.transaction(async (tx) => {
    const existing = await tx.getAccount(username);
    if (!existing) throw notFoundAccount(username);
    await tx.updateAccount(username, { doc: existing.doc, passwordHash });
    await sealPassword(tx, server.keys, existing.username, passwordHash);
    await tx.endSessionsOf(username, caller.sessionIdHash);
  });
  return { status: 200, body: {} };
};
