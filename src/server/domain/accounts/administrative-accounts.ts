/** Creating administrative accounts: shared by POST /administrativeAccounts and the demo seed. */
import { fieldError, unauthorized, validationFailed, type ValidationErrorItem } from '../../http/api-error';
import type { JsonDocument, Store } from '../../store/store';
import { hashPassword } from './password-hash';
import { passwordRulesMessage, unmetPasswordRules, type PasswordRules } from './password-rules';

export const USER_ADMINISTRATOR = 'USER_ADMINISTRATOR';

/** Fields that never leave the server. */
const SECRET_FIELDS = ['password', 'encryptedPassword'];

export function publicAccount(doc: JsonDocument): JsonDocument {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !SECRET_FIELDS.includes(k)));
}

export interface CreateAccountOptions {
  /** Enforced when given (every API call gives them; the demo seed does not). */
  passwordRules?: PasswordRules;
  /**
   * The anonymous bootstrap: only while there is no account at all (checked inside the write
   * transaction, so two concurrent first accounts cannot both succeed), and the account must be
   * able to manage accounts.
   */
  firstAccount?: boolean;
}

/** Validates and stores a new account; answers the stored account without secrets. */
export async function createAccount(store: Store, input: JsonDocument, options: CreateAccountOptions = {}): Promise<JsonDocument> {
  const { passwordRules, firstAccount = false } = options;
  const errors: ValidationErrorItem[] = [];
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const roles = Array.isArray(input.roles) ? (input.roles as string[]) : [];
  if (username === '') errors.push({ errorId: 'required_field_missing', fieldPath: 'username', message: 'Username is required.' });
  if (password.trim() === '') {
    errors.push({ errorId: 'required_field_missing', fieldPath: 'password', message: 'Password is required.' });
  } else if (passwordRules) {
    const missing = unmetPasswordRules(password, passwordRules);
    if (missing.length > 0) errors.push({ errorId: 'invalid_field', fieldPath: 'password', message: passwordRulesMessage(missing) });
  }
  if (input.auditor === true && roles.length > 0) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'roles', message: 'An Auditor cannot have any administrative roles.' });
  }
  if (firstAccount && !roles.includes(USER_ADMINISTRATOR)) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'roles', message: `The first administrative account must have the ${USER_ADMINISTRATOR} role.` });
  }
  if (errors.length > 0) throw validationFailed(errors);

  const doc = publicAccount({ ...input, username, roles, active: input.active ?? true, auditor: input.auditor ?? false });
  const passwordHash = await hashPassword(password);
  await store.transaction(async (tx) => {
    if (firstAccount && (await tx.countAccounts()) > 0) throw unauthorized();
    // Checked here for a clear answer, and refused again by the store, which never overwrites.
    const inUse = () => fieldError('username', `Username '${username}' is already in use.`, 'duplicate_value');
    if (await tx.getAccount(username)) throw inUse();
    if (!(await tx.insertAccount({ username, passwordHash, doc }))) throw inUse();
    // The first administrator ends initial setup for good: anonymous bootstrap calls stop here.
    if (firstAccount) await tx.updateServerState({ initialSetupComplete: true });
  });
  return doc;
}
