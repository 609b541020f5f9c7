/**
 * Ed25519 keys that sign licenses and PingOne credentials, and the set of public keys the server
 * trusts. A key is named by its key id: a fingerprint of the public key, so an issuer cannot pick
 * the id of a key it does not hold and a file names exactly the key that can verify it.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../../core/runtime-paths';

/** keys/development at the repository root: key pairs for development and tests only. */
export const DEVELOPMENT_KEYS_DIR = join(REPO_ROOT, 'keys', 'development');

export const DEVELOPMENT_LICENSE_KEY = resolve(DEVELOPMENT_KEYS_DIR, 'license-signing.key.pem');
export const DEVELOPMENT_LICENSE_PUBLIC_KEY = resolve(DEVELOPMENT_KEYS_DIR, 'license-signing.pub.pem');
export const DEVELOPMENT_CREDENTIAL_KEY = resolve(DEVELOPMENT_KEYS_DIR, 'credential-signing.key.pem');
export const DEVELOPMENT_CREDENTIAL_PUBLIC_KEY = resolve(DEVELOPMENT_KEYS_DIR, 'credential-signing.pub.pem');

/** base64url of the first 16 bytes of SHA-256 over the public key's SubjectPublicKeyInfo. */
export function keyIdOf(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest().subarray(0, 16).toString('base64url');
}

export function readPrivateKey(path: string): KeyObject {
  const key = createPrivateKey(readFileSync(path));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${path} is not an Ed25519 private key.`);
  return key;
}

/** A public key from PEM text (a private key PEM also works: its public half is taken). */
export function publicKeyFromPem(pem: string | Buffer): KeyObject {
  const key = createPublicKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('Only Ed25519 public keys can be trusted.');
  return key;
}

/** The public keys a verifier accepts, by key id. */
export class TrustedKeys {
  private readonly byId = new Map<string, KeyObject>();

  constructor(pems: (string | Buffer)[]) {
    for (const pem of pems) {
      const key = publicKeyFromPem(pem);
      this.byId.set(keyIdOf(key), key);
    }
  }

  /** Reads PEM files (for example DEVELOPMENT_LICENSE_PUBLIC_KEY). */
  static fromFiles(paths: string[]): TrustedKeys {
    return new TrustedKeys(paths.map((path) => readFileSync(path)));
  }

  get(keyId: string): KeyObject | undefined {
    return this.byId.get(keyId);
  }

  get keyIds(): string[] {
    return [...this.byId.keys()];
  }
}
