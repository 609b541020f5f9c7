/**
 * An account's `encryptedPassword`, as PingFederate answers it: the account's password hash
 * sealed with the configuration key (a compact JWE; never the hash in clear), the same value on
 * every read, so a client that writes back what it read keeps the password, and a file exported
 * from this server (or one sharing its master key) recreates the account with it. It is kept in
 * the secrets store beside the hash whenever the hash is set, and re-encrypted when the
 * configuration key rotates.
 */
import { fieldError } from '../../core/api-error';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import type { StoreReader, StoreWriter } from '../../store/store';

const NAME = 'passwordHash';
/** No collection or settings owner starts so (those start with their API path or `settings:`). */
const ownerOf = (username: string) => `account:${username.toLowerCase()}`;
/** What password-hash.ts makes; anything else a sealed value may hold is not a password. */
const HASH_SCHEME = 'scrypt$';

/** Seals `hash` as the account's encryptedPassword, in the write's transaction. */
export async function sealPassword(tx: StoreWriter, keys: ConfigurationKeys, username: string, hash: string): Promise<void> {
  await keys.putSecret(tx, ownerOf(username), NAME, hash);
}

export async function forgetSealedPassword(tx: StoreWriter, username: string): Promise<void> {
  await tx.deleteSecrets(ownerOf(username), NAME);
}

/** The account's encryptedPassword, when its sealed hash is the one it signs on with (an account an earlier version made has none until its password is next set). */
export async function encryptedPasswordOf(reader: StoreReader, keys: ConfigurationKeys, username: string, hash: string): Promise<string | undefined> {
  const owner = ownerOf(username);
  const sealed = (await reader.listSecretsOf(owner)).find((secret) => secret.name === NAME);
  if (!sealed || (await keys.getSecret(owner, NAME, reader)) !== hash) return undefined;
  return keys.encryptedValue(sealed);
}

/** The password hash an encryptedPassword sent back holds; 422 on `encryptedPassword` when this server cannot open it or it holds no password. */
export async function passwordHashOf(keys: ConfigurationKeys, encryptedPassword: string): Promise<string> {
  const opened = await keys.openEncryptedValue(encryptedPassword).catch(() => undefined);
  if (opened === undefined || !opened.startsWith(HASH_SCHEME)) {
    throw fieldError('encryptedPassword', 'The encrypted password cannot be opened here: it was made with another master key, or is not an account password. Give a password instead.');
  }
  return opened;
}
