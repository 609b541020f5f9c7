/**
 * Collections of certificates without private keys: the trusted CAs (/certificates/ca), the OCSP
 * responders' signature verification certificates (/certificates/revocation/ocspCertificates).
 * Each certificate is kept as PEM in a store item whose name is its subject DN; the view is
 * computed from it when served.
 */
import { storagePath } from '../../store/storage-path';
import { notFound } from '../../core/api-error';
import type { StoreReader, StoreWriter } from '../../store/store';
import { certificateView, type CertificateView } from '../../services/certificates/certificate-view';

/** A collection of certificates: its contract path, its store, and the words its answers use. */
export interface CertificateCollection {
  path: string;
  store: string;
  /** "Trusted CA": the 404's noun. */
  noun: string;
  /** Why a private key is refused, and how an already held certificate is named. */
  holdsPrivateKey: string;
  alreadyHeld: (id: string) => string;
  /** Several collections in one store (the certificate groups): the store key of an object is this prefix and its id. */
  keyPrefix?: string;
}

const keyOf = (collection: CertificateCollection, id: string) => `${collection.keyPrefix ?? ''}${id}`;

/** Where a certificate's version is kept (versioned-writes.ts). */
export const certificateAt = (collection: CertificateCollection, id: string) => ({ namespace: collection.store, id: keyOf(collection, id) });

const NOT_KEY_PAIRS = 'The file holds a private key.';

export const TRUSTED_CAS: CertificateCollection = {
  path: '/certificates/ca',
  store: storagePath('/certificates/ca'),
  noun: 'Trusted CA',
  holdsPrivateKey: `${NOT_KEY_PAIRS} A trusted CA is its certificate only: import the certificate alone.`,
  alreadyHeld: (id) => `This certificate is already trusted, as '${id}'.`,
};

export const OCSP_CERTIFICATES: CertificateCollection = {
  path: '/certificates/revocation/ocspCertificates',
  store: storagePath('/certificates/revocation/ocspCertificates'),
  noun: 'OCSP certificate',
  holdsPrivateKey: `${NOT_KEY_PAIRS} An OCSP responder's signature verification certificate is its certificate only: import the certificate alone.`,
  alreadyHeld: (id) => `This certificate is already imported, as '${id}'.`,
};

export const TRUSTED_CAS_STORE = TRUSTED_CAS.store;

/** What is stored (a type alias, so that it is a JsonDocument). */
export type StoredCertificate = {
  id: string;
  certificatePem: string;
};

export type CertView = CertificateView & { id: string };

export const trustedCaView = (stored: StoredCertificate, now: number): CertView => ({ id: stored.id, ...certificateView(stored.certificatePem, now) });

export async function findCertificate(reader: StoreReader, id: string, collection = TRUSTED_CAS): Promise<StoredCertificate | undefined> {
  const doc = await reader.getItem(collection.store, keyOf(collection, id));
  return doc ? (doc as StoredCertificate) : undefined;
}

export async function getCertificate(reader: StoreReader, id: string, collection = TRUSTED_CAS): Promise<StoredCertificate> {
  const stored = await findCertificate(reader, id, collection);
  if (!stored) throw notFound(`${collection.noun} '${id}' was not found.`);
  return stored;
}

export async function listCertificates(reader: StoreReader, collection = TRUSTED_CAS): Promise<StoredCertificate[]> {
  const prefix = collection.keyPrefix ?? '';
  return (await reader.listItems(collection.store)).filter((item) => item.id.startsWith(prefix)).map((item) => item.doc as StoredCertificate);
}

export async function putCertificate(tx: StoreWriter, stored: StoredCertificate, subjectDN: string, collection = TRUSTED_CAS): Promise<void> {
  await tx.putItem(collection.store, keyOf(collection, stored.id), subjectDN, { ...stored });
}

export async function deleteCertificate(tx: StoreWriter, id: string, collection = TRUSTED_CAS): Promise<void> {
  await getCertificate(tx, id, collection);
  await tx.deleteItem(collection.store, keyOf(collection, id));
}

export const getTrustedCa = (reader: StoreReader, id: string) => getCertificate(reader, id, TRUSTED_CAS);
export const listTrustedCas = (reader: StoreReader) => listCertificates(reader, TRUSTED_CAS);
export const deleteTrustedCa = (tx: StoreWriter, id: string) => deleteCertificate(tx, id, TRUSTED_CAS);
