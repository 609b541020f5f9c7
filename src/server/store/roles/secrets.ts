/** The secrets role: the configuration's data keys (wrapped with the master key) and the secrets encrypted with them. */

/** A data key of the configuration, wrapped (encrypted) with the master key; base64 fields. */
export interface StoredEncryptionKey {
  keyId: string;
  /** ISO 8601. */
  creationDate: string;
  wrapIv: string;
  wrapTag: string;
  wrappedKey: string;
}

/** One secret, encrypted with the data key `keyId`; base64 fields. */
export interface StoredSecret {
  owner: string;
  name: string;
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

export interface SecretReader {
  /** Newest (current) first. */
  listEncryptionKeys(): Promise<StoredEncryptionKey[]>;
  /** Every secret (for re-encryption), ordered by owner and name. */
  listSecrets(): Promise<StoredSecret[]>;
  getSecret(owner: string, name: string): Promise<StoredSecret | undefined>;
  /** The secrets of one owner (for example one plugin instance), ordered by name. */
  listSecretsOf(owner: string): Promise<StoredSecret[]>;
}

export interface SecretWriter {
  /** Adds a key; it becomes the newest (current) one. */
  addEncryptionKey(key: StoredEncryptionKey): Promise<void>;
  /** Insert or replace. */
  putSecret(secret: StoredSecret): Promise<void>;
  /** Deletes one secret, or every secret of `owner` when `name` is omitted. */
  deleteSecrets(owner: string, name?: string): Promise<void>;
}
