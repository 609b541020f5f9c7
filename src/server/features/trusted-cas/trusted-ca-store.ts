/**
 * Trusted certificate authorities (/certificates/ca): each a certificate only, kept as PEM in a
 * store item whose name is its subject DN; the view is computed from it when served.
 */
import { storagePath } from '../../store/storage-path';
import { notFound } from '../../core/api-error';
import type { StoreReader, StoreWriter } from '../../store/store';
import { certificateView, type CertificateView } from '../../services/certificates/certificate-view';

export const TRUSTED_CAS_STORE = storagePath('/certificates/ca');

/** What is stored (a type alias, so that it is a JsonDocument). */
export type StoredCertificate = {
  id: string;
  certificatePem: string;
};

export type CertView = CertificateView & { id: string };

export const trustedCaView = (stored: StoredCertificate, now: number): CertView => ({ id: stored.id, ...certificateView(stored.certificatePem, now) });

export async function findTrustedCa(reader: StoreReader, id: string): Promise<StoredCertificate | undefined> {
  const doc = await reader.getItem(TRUSTED_CAS_STORE, id);
  return doc ? (doc as StoredCertificate) : undefined;
}

export async function getTrustedCa(reader: StoreReader, id: string): Promise<StoredCertificate> {
  const stored = await findTrustedCa(reader, id);
  if (!stored) throw notFound(`Trusted CA '${id}' was not found.`);
  return stored;
}

export async function listTrustedCas(reader: StoreReader): Promise<StoredCertificate[]> {
  return (await reader.listItems(TRUSTED_CAS_STORE)).map((item) => item.doc as StoredCertificate);
}

export async function putTrustedCa(tx: StoreWriter, stored: StoredCertificate, subjectDN: string): Promise<void> {
  await tx.putItem(TRUSTED_CAS_STORE, stored.id, subjectDN, { ...stored });
}

export async function deleteTrustedCa(tx: StoreWriter, id: string): Promise<void> {
  await getTrustedCa(tx, id);
  await tx.deleteItem(TRUSTED_CAS_STORE, id);
}
