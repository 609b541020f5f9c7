/** Creating administrative accounts: shared by POST /administrativeAccounts and the demo seed. */
import { fieldError, validationFailed, type ValidationErrorItem } from '../../http/api-error';
import type { JsonDocument, Store } from '../../store/store';
import { hashPassword } from './password-hash';

export const USER_ADMINISTRATOR = 'USER_ADMINISTRATOR';

/** Fields that never leave the server. */
const SECRET_FIELDS = ['password', 'encryptedPassword'];

export function publicAccount(doc: JsonDocument): JsonDocument {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !SECRET_FIELDS.includes(k)));
}

/**
 * Validates and stores a new account; answers the stored account without secrets.
 * `mustCarryRole`: the bootstrap rule that the first account can manage accounts.
 */
export async function createAccount(store: Store, input: JsonDocument, mustCarryRole?: string): Promise<JsonDocument> {
  const errors: ValidationErrorItem[] = [];
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const roles = Array.isArray(input.roles) ? (input.roles as string[]) : [];
  if (username === '') errors.push({ errorId: 'required_field_missing', fieldPath: 'username', message: 'Username is required.' });
  if (password.trim() === '') errors.push({ errorId: 'required_field_missing', fieldPath: 'password', message: 'Password is required.' });
  if (input.auditor === true && roles.length > 0) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'roles', message: 'An Auditor cannot have any administrative roles.' });
  }
  if (mustCarryRole && !roles.includes(mustCarryRole)) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'roles', message: `The first administrative account must have the ${mustCarryRole} role.` });
  }
  if (errors.length > 0) throw validationFailed(errors);

  const doc = publicAccount({ ...input, username, roles, active: input.active ?? true, auditor: input.auditor ?? false });
  const passwordHash = await hashPassword(password);
  await store.transaction(async (tx) => {
    if (await tx.getAccount(username)) throw fieldError('username', `Username '${username}' is already in use.`, 'duplicate_value');
    await tx.putAccount({ username, passwordHash, doc });
  });
  return doc;
}
