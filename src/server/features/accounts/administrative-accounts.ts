/** Creating administrative accounts: shared by POST /administrativeAccounts and the demo seed. */
import { fieldError, unauthorized, validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { JsonDocument, Store, StoreReader } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { encryptedPasswordOf, passwordHashOf, sealPassword } from './sealed-passwords';
import { reservedIdProblem } from '../../services/contract/item-path-siblings';
import { hashPassword } from '../../services/passwords/password-hash';
import { passwordRulesMessage, unmetPasswordRules, type PasswordRules } from '../../services/passwords/password-rules';
import type { components } from '../../../../generated/api-types.gen';

export type AdministrativeAccount = components['schemas']['AdministrativeAccount'];

export const USER_ADMINISTRATOR = 'USER_ADMINISTRATOR';

/** Fields that never leave the server. */
const SECRET_FIELDS = ['password', 'encryptedPassword'];

/**
 * A stored account document as the contract's account, without its secrets: the one place a
 * stored document becomes an AdministrativeAccount (every stored one was checked on its way in).
 */
export function publicAccount(doc: JsonDocument): AdministrativeAccount {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !SECRET_FIELDS.includes(k))) as AdministrativeAccount;
}

/** The account as answered: without its secrets, with its encryptedPassword (sealed-passwords.ts). */
export async function answeredAccount(reader: StoreReader, keys: ConfigurationKeys, account: { username: string; passwordHash: string; doc: JsonDocument }): Promise<AdministrativeAccount> {
  const encryptedPassword = await encryptedPasswordOf(reader, keys, account.username, account.passwordHash);
  return { ...publicAccount(account.doc), ...(encryptedPassword !== undefined ? { encryptedPassword } : {}) };
}

/** What is wrong with a password given at `fieldPath` (called `label`): missing, or short of the rules when there are any. */
export function passwordProblem(password: unknown, rules: PasswordRules | undefined, fieldPath: string, label: string): ValidationErrorItem | undefined {
  if (typeof password !== 'string' || password.trim() === '') return { errorId: 'required_field_missing', fieldPath, message: `${label} is required.` };
  const missing = rules ? unmetPasswordRules(password, rules) : [];
  return missing.length > 0 ? { errorId: 'invalid_field', fieldPath, message: passwordRulesMessage(missing) } : undefined;
}

export interface CreateAccountOptions {
  /** Seal the password hash as the account's encryptedPassword, and open one sent instead of a password. */
  keys: ConfigurationKeys;
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
export async function createAccount(store: Store, input: JsonDocument, options: CreateAccountOptions): Promise<AdministrativeAccount> {
  const { passwordRules, firstAccount = false, keys } = options;
  const errors: ValidationErrorItem[] = [];
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const roles = Array.isArray(input.roles) ? (input.roles as string[]) : [];
  if (username === '') errors.push({ errorId: 'required_field_missing', fieldPath: 'username', message: 'Username is required.' });
  const reserved = reservedIdProblem('/administrativeAccounts', username, 'username');
  if (reserved) errors.push({ errorId: 'reserved_id', fieldPath: 'username', message: reserved });
  // An encryptedPassword read from this server (or one sharing its master key) stands for the password it seals.
  const reused = input.password === undefined && typeof input.encryptedPassword === 'string' ? input.encryptedPassword : undefined;
  const problem = reused === undefined ? passwordProblem(input.password, passwordRules, 'password', 'Password') : undefined;
  if (problem) errors.push(problem);
  if (input.auditor === true && roles.length > 0) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'roles', message: 'An Auditor cannot have any administrative roles.' });
  }
  if (firstAccount && !roles.includes(USER_ADMINISTRATOR)) {
    errors.push({ errorId: 'invalid_field', fieldPath: 'roles', message: `The first administrative account must have the ${USER_ADMINISTRATOR} role.` });
  }
  if (errors.length > 0) throw validationFailed(errors);

  const doc = publicAccount({ ...input, username, roles, active: input.active ?? true, auditor: input.auditor ?? false });
  const passwordHash = reused !== undefined ? await passwordHashOf(keys, reused) : await hashPassword(String(input.password));
  await store.transaction(async (tx) => {
    if (firstAccount && (await tx.countAccounts()) > 0) throw unauthorized();
    // Checked here for a clear answer, and refused again by the store, which never overwrites.
    const inUse = () => fieldError('username', `Username '${username}' is already in use.`, 'duplicate_value');
    if (await tx.getAccount(username)) throw inUse();
    if (!(await tx.insertAccount({ username, passwordHash, doc }))) throw inUse();
    await sealPassword(tx, keys, username, passwordHash);
    // The first administrator ends initial setup for good: anonymous bootstrap calls stop here.
    if (firstAccount) await tx.updateServerState({ initialSetupComplete: true });
  });
  return answeredAccount(store, keys, { username, passwordHash, doc });
}
