/**
 * Where key pairs live: the certificate (and the view computed from it) as a store item in their
 * collection (`/keyPairs/signing`, `/keyPairs/sslServer`, `/keyPairs/sslClient`), the PKCS#8 private key only as a
 * secret, encrypted with the current configuration encryption key (and re-encrypted by its rotation).
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { notFound } from '../../core/api-error';
import type { JsonDocument, StoreReader, StoreWriter } from '../../store/store';
import type { ConfigurationKeys } from '../keys/configuration-keys';
import { certificateView, type CertificateView } from '../certificates/certificate-view';

/** A collection of key pairs: its contract path, its store namespace, and the owner of each one's private key secret. */
export interface KeyPairCollection {
  path: string;
  store: string;
  secretOwner: (id: string) => string;
}

const collectionAt = (path: string): KeyPairCollection => ({ path: `/${path}`, store: `/${path}`, secretOwner: (id) => `${path}/${id}` });

export const SIGNING_KEY_PAIRS = collectionAt('keyPairs/signing');
export const SSL_SERVER_KEY_PAIRS = collectionAt('keyPairs/sslServer');
export const SSL_CLIENT_KEY_PAIRS = collectionAt('keyPairs/sslClient');
export const SIGNING_KEY_PAIRS_STORE = SIGNING_KEY_PAIRS.store;
export const PRIVATE_KEY_SECRET = 'privateKey';
export const secretOwnerOf = SIGNING_KEY_PAIRS.secretOwner;

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

export async function findKeyPair(reader: StoreReader, id: string, collection = SIGNING_KEY_PAIRS): Promise<StoredKeyPair | undefined> {
  const doc = await reader.getItem(collection.store, id);
  return doc ? (doc as unknown as StoredKeyPair) : undefined;
}

export async function getKeyPair(reader: StoreReader, id: string, collection = SIGNING_KEY_PAIRS): Promise<StoredKeyPair> {
  const stored = await findKeyPair(reader, id, collection);
  if (!stored) throw notFound(`Key pair '${id}' was not found.`);
  return stored;
}

export async function listKeyPairs(reader: StoreReader, collection = SIGNING_KEY_PAIRS): Promise<StoredKeyPair[]> {
  return (await reader.listItems(collection.store)).map((item) => item.doc as unknown as StoredKeyPair);
}

/** Writes the certificate item; the private key too when given (it never changes after that). */
export async function putKeyPair(tx: StoreWriter, keys: ConfigurationKeys, stored: StoredKeyPair, privateKeyPem?: string, collection = SIGNING_KEY_PAIRS): Promise<void> {
  const view = certificateView(stored.certificatePem, Date.now());
  const { status: _status, ...facts } = view;
  await tx.putItem(collection.store, stored.id, view.subjectDN, { ...facts, ...stored } as unknown as JsonDocument);
  if (privateKeyPem !== undefined) await keys.putSecret(tx, collection.secretOwner(stored.id), PRIVATE_KEY_SECRET, privateKeyPem);
}

export async function deleteKeyPair(tx: StoreWriter, id: string, collection = SIGNING_KEY_PAIRS): Promise<void> {
  await tx.deleteItem(collection.store, id);
  await tx.deleteSecrets(collection.secretOwner(id));
}

export async function privateKeyOf(keys: ConfigurationKeys, id: string, reader?: StoreReader, collection = SIGNING_KEY_PAIRS): Promise<KeyObject> {
  const pem = await keys.getSecret(collection.secretOwner(id), PRIVATE_KEY_SECRET, reader);
  if (pem === undefined) throw notFound(`Key pair '${id}' has no private key.`);
  return createPrivateKey(pem);
}
