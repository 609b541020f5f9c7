/**
 * Configuration encryption keys: AES-256-GCM data keys, each stored wrapped with the master key.
 * Every stored secret is encrypted with the current (newest) key; rotation adds a key and
 * re-encrypts every secret with it in one store transaction, so a failure or a crash mid-way
 * leaves the old key current and every secret as it was.
 *
 * A secret is stored so that it reads as a compact JWE (alg dir, enc A256GCM, kid = key id):
 * `encryptedValue` of plugin configuration fields is that JWE.
 *
 * A bulk export seals its secrets under the transport key instead: derived from the master key,
 * so the file opens on every server holding the same master.key (PingFederate's counterpart is
 * copying pf.jwk), not only on the one whose database holds the data keys.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { generateId } from '../../../shared/ids';
import type { Store, StoredEncryptionKey, StoredSecret, StoreReader, StoreWriter } from '../../store/store';
import { KEY_BYTES } from './master-key';

const IV_BYTES = 12;
const b64 = (b: Buffer) => b.toString('base64');
const unb64 = (s: string) => Buffer.from(s, 'base64');
const b64url = (b: Buffer) => b.toString('base64url');

export interface ConfigurationKeyView {
  keyId: string;
  creationDate: string;
}

export interface RotationOptions {
  /** Test hook: called after each secret is re-encrypted (inside the transaction); throwing aborts. */
  afterReencrypt?: (count: number, secret: StoredSecret) => void | Promise<void>;
}

/** The JWE protected header of a secret encrypted with `keyId`, base64url; also the GCM AAD. */
function protectedHeader(keyId: string): string {
  return b64url(Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A256GCM', kid: keyId }), 'utf8'));
}

function seal(key: Buffer, plaintext: Buffer, aad: string): { iv: Buffer; tag: Buffer; ciphertext: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'ascii'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

function open(key: Buffer, iv: Buffer, tag: Buffer, ciphertext: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'ascii'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

const wrapAad = (keyId: string) => `configuration-encryption-key:${keyId}`;

/** The HKDF info of the fingerprint key: one purpose, one key, never the master key itself. */
const FINGERPRINT_INFO = 'federation-console secret fingerprint v1';
/** The HKDF info of the transport key (bulk exports). */
const TRANSPORT_INFO = 'federation-console export transport v1';

export const MASTER_KEY_MISMATCH =
  'This master.key does not open the configuration encryption keys in the database: every node sharing a database needs the same master.key (copy it from the node that created the database).';

export class ConfigurationKeys {
  /** Unwrapped data keys by id (keys never change once written). */
  private readonly dataKeys = new Map<string, Buffer>();
  private fingerprintKey: Buffer | undefined;
  /** The transport key and its id (a hash of it, the same on every server with this master key). */
  private readonly transport: { keyId: string; key: Buffer };

  constructor(
    private readonly store: Store,
    private readonly masterKey: Buffer,
  ) {
    if (masterKey.length !== KEY_BYTES) throw new Error('The master key must be 32 bytes.');
    const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), TRANSPORT_INFO, KEY_BYTES));
    this.transport = { key, keyId: `transport-${createHmac('sha256', key).update('key id').digest('base64url').slice(0, 22)}` };
  }

  /**
   * The fingerprint of a secret: HMAC-SHA256 (hex) under a key derived from the master key, so
   * two fingerprints tell whether two secrets are the same (on every node sharing the master key)
   * while a reader of the fingerprint cannot test guesses of a chosen password against it.
   */
  fingerprint(plaintext: string): string {
    this.fingerprintKey ??= Buffer.from(hkdfSync('sha256', this.masterKey, Buffer.alloc(0), FINGERPRINT_INFO, KEY_BYTES));
    return createHmac('sha256', this.fingerprintKey).update(plaintext, 'utf8').digest('hex');
  }

  /**
   * Creates the first key when there is none (first start), and proves that this master key opens
   * the current one: a node given another node's database without its master.key stops here with
   * a clear message instead of failing on the first secret it reads.
   */
  async ensureKey(): Promise<void> {
    if ((await this.store.listEncryptionKeys()).length === 0) {
      await this.store.transaction(async (tx) => {
        if ((await tx.listEncryptionKeys()).length === 0) await this.addKey(tx);
      });
    }
    const [current] = await this.store.listEncryptionKeys();
    try {
      this.dataKey(current);
    } catch {
      throw new Error(MASTER_KEY_MISMATCH);
    }
  }

  /** Newest (current) first. */
  async list(reader: StoreReader = this.store): Promise<ConfigurationKeyView[]> {
    return (await reader.listEncryptionKeys()).map((k) => ({ keyId: k.keyId, creationDate: k.creationDate }));
  }

  /** Stores `plaintext` as secret (owner, name), encrypted with the current key. */
  async putSecret(tx: StoreWriter, owner: string, name: string, plaintext: string): Promise<void> {
    const current = (await tx.listEncryptionKeys())[0];
    if (!current) throw new Error('There is no configuration encryption key.');
    await tx.putSecret(this.encrypt(current, owner, name, Buffer.from(plaintext, 'utf8')));
  }

  async getSecret(owner: string, name: string, reader: StoreReader = this.store): Promise<string | undefined> {
    const secret = await reader.getSecret(owner, name);
    return secret ? (await this.decrypt(reader, secret)).toString('utf8') : undefined;
  }

  /** `plaintext` as an encrypted value under the transport key, kept nowhere (a bulk export's key pair password). */
  sealForTransport(plaintext: string): string {
    const sealed = seal(this.transport.key, Buffer.from(plaintext, 'utf8'), protectedHeader(this.transport.keyId));
    return this.encryptedValue({ owner: '', name: '', keyId: this.transport.keyId, iv: b64(sealed.iv), tag: b64(sealed.tag), ciphertext: b64(sealed.ciphertext) });
  }

  /** An encrypted value of this server's under the transport key; a value it cannot open stays as it is. */
  async resealForTransport(value: string, reader: StoreReader = this.store): Promise<string> {
    const plaintext = await this.openEncryptedValue(value, reader);
    return plaintext === undefined ? value : this.sealForTransport(plaintext);
  }

  /** Every secret of `owner` in clear, by name (the history tells a changed secret from one written back as it was). */
  async plaintextsOf(owner: string, reader: StoreReader = this.store): Promise<Map<string, string>> {
    const secrets = new Map<string, string>();
    for (const secret of await reader.listSecretsOf(owner)) secrets.set(secret.name, (await this.decrypt(reader, secret)).toString('utf8'));
    return secrets;
  }

  /** The compact JWE of a stored secret (what `encryptedValue` shows). */
  encryptedValue(secret: StoredSecret): string {
    return [protectedHeader(secret.keyId), '', ...[secret.iv, secret.ciphertext, secret.tag].map((v) => b64url(unb64(v)))].join('.');
  }

  /**
   * The plaintext of an `encryptedValue` this server made (with any of its keys, or the transport
   * key of its master key), or undefined when the value is not one: malformed, an unknown key, or
   * tampered with.
   */
  async openEncryptedValue(value: string, reader: StoreReader = this.store): Promise<string | undefined> {
    const parts = value.split('.');
    if (parts.length !== 5 || parts[1] !== '') return undefined;
    const [header, , iv, ciphertext, tag] = parts;
    let keyId: unknown;
    try {
      keyId = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: unknown }).kid;
    } catch {
      return undefined;
    }
    // Only the exact header this server writes: it is also the AAD.
    if (typeof keyId !== 'string' || protectedHeader(keyId) !== header) return undefined;
    const fromUrl = (v: string) => b64(Buffer.from(v, 'base64url'));
    const secret: StoredSecret = { owner: '', name: '', keyId, iv: fromUrl(iv), ciphertext: fromUrl(ciphertext), tag: fromUrl(tag) };
    try {
      return (await this.decrypt(reader, secret)).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** Adds a new current key and re-encrypts every secret with it, all in one transaction. */
  async rotate(options: RotationOptions = {}): Promise<ConfigurationKeyView[]> {
    return this.store.transaction(async (tx) => {
      const key = await this.addKey(tx);
      let count = 0;
      for (const secret of await tx.listSecrets()) {
        const plaintext = await this.decrypt(tx, secret);
        await tx.putSecret(this.encrypt(key, secret.owner, secret.name, plaintext));
        count += 1;
        await options.afterReencrypt?.(count, secret);
      }
      return this.list(tx);
    });
  }

  private async addKey(tx: StoreWriter): Promise<StoredEncryptionKey> {
    const keyId = generateId();
    const dataKey = randomBytes(KEY_BYTES);
    const wrapped = seal(this.masterKey, dataKey, wrapAad(keyId));
    const stored: StoredEncryptionKey = {
      keyId,
      creationDate: new Date().toISOString(),
      wrapIv: b64(wrapped.iv),
      wrapTag: b64(wrapped.tag),
      wrappedKey: b64(wrapped.ciphertext),
    };
    await tx.addEncryptionKey(stored);
    this.dataKeys.set(keyId, dataKey);
    return stored;
  }

  private encrypt(key: StoredEncryptionKey, owner: string, name: string, plaintext: Buffer): StoredSecret {
    const sealed = seal(this.dataKey(key), plaintext, protectedHeader(key.keyId));
    return { owner, name, keyId: key.keyId, iv: b64(sealed.iv), tag: b64(sealed.tag), ciphertext: b64(sealed.ciphertext) };
  }

  private async decrypt(reader: StoreReader, secret: StoredSecret): Promise<Buffer> {
    let dataKey = secret.keyId === this.transport.keyId ? this.transport.key : this.dataKeys.get(secret.keyId);
    if (!dataKey) {
      const key = (await reader.listEncryptionKeys()).find((k) => k.keyId === secret.keyId);
      if (!key) throw new Error(`Configuration encryption key ${secret.keyId} is missing.`);
      dataKey = this.dataKey(key);
    }
    return open(dataKey, unb64(secret.iv), unb64(secret.tag), unb64(secret.ciphertext), protectedHeader(secret.keyId));
  }

  private dataKey(key: StoredEncryptionKey): Buffer {
    let dataKey = this.dataKeys.get(key.keyId);
    if (!dataKey) {
      dataKey = open(this.masterKey, unb64(key.wrapIv), unb64(key.wrapTag), unb64(key.wrappedKey), wrapAad(key.keyId));
      this.dataKeys.set(key.keyId, dataKey);
    }
    return dataKey;
  }
}
