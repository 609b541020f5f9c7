/**
 * Where signing key pairs live: the certificate (and the view computed from it) as a store item
 * in `/keyPairs/signing`, the PKCS#8 private key only as a secret, encrypted with the current
 * configuration encryption key (and re-encrypted by its rotation).
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { notFound } from '../../../http/api-error';
import type { JsonDocument, StoreReader, StoreWriter } from '../../../store/store';
import type { ConfigurationKeys } from '../configuration-keys';
import { certificateView, type CertificateView } from './certificate-view';

export const SIGNING_KEY_PAIRS_STORE = '/keyPairs/signing';
export const PRIVATE_KEY_SECRET = 'privateKey';
export const secretOwnerOf = (id: string) => `keyPairs/signing/${id}`;

export interface StoredKeyPair {
  id: string;
  certificatePem: string;
  rotationSettings?: JsonDocument;
}

export type KeyPairView = CertificateView & { id: string; rotationSettings?: JsonDocument };

export function keyPairView(stored: StoredKeyPair, now: number): KeyPairView {
  return {
    id: stored.id,
    ...certificateView(stored.certificatePem, now),
    ...(stored.rotationSettings ? { rotationSettings: stored.rotationSettings } : {}),
  };
}

export async function findKeyPair(reader: StoreReader, id: string): Promise<StoredKeyPair | undefined> {
  const doc = await reader.getItem(SIGNING_KEY_PAIRS_STORE, id);
  return doc ? (doc as unknown as StoredKeyPair) : undefined;
}

export async function getKeyPair(reader: StoreReader, id: string): Promise<StoredKeyPair> {
  const stored = await findKeyPair(reader, id);
  if (!stored) throw notFound(`Key pair '${id}' was not found.`);
  return stored;
}

export async function listKeyPairs(reader: StoreReader): Promise<StoredKeyPair[]> {
  return (await reader.listItems(SIGNING_KEY_PAIRS_STORE)).map((item) => item.doc as unknown as StoredKeyPair);
}

/** Writes the certificate item; the private key too when given (it never changes after that). */
export async function putKeyPair(tx: StoreWriter, keys: ConfigurationKeys, stored: StoredKeyPair, privateKeyPem?: string): Promise<void> {
  const view = certificateView(stored.certificatePem, Date.now());
  const { status: _status, ...facts } = view;
  await tx.putItem(SIGNING_KEY_PAIRS_STORE, stored.id, view.subjectDN, { ...facts, ...stored } as unknown as JsonDocument);
  if (privateKeyPem !== undefined) await keys.putSecret(tx, secretOwnerOf(stored.id), PRIVATE_KEY_SECRET, privateKeyPem);
}

export async function deleteKeyPair(tx: StoreWriter, id: string): Promise<void> {
  await tx.deleteItem(SIGNING_KEY_PAIRS_STORE, id);
  await tx.deleteSecrets(secretOwnerOf(id));
}

export async function privateKeyOf(keys: ConfigurationKeys, id: string, reader?: StoreReader): Promise<KeyObject> {
  const pem = await keys.getSecret(secretOwnerOf(id), PRIVATE_KEY_SECRET, reader);
  if (pem === undefined) throw notFound(`Key pair '${id}' has no private key.`);
  return createPrivateKey(pem);
}
