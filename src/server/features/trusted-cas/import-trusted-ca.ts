/**
 * POST /certificates/ca/import (and the OCSP certificates' import): one X.509 certificate, PEM or
 * DER (raw PEM, or base64 of either), read by certificate-file.ts and node's crypto and described
 * by certificate-view.ts (@peculiar/x509). A file that holds a private key, several certificates,
 * or a certificate the collection already holds is refused at `fileData`.
 */
import { X509Certificate } from 'node:crypto';
import type { Store, StoreReader } from '../../store/store';
import { certificatePem } from '../../services/certificates/certificate-file';
import { certificateView } from '../../services/certificates/certificate-view';
import { FieldErrors, isBlank } from '../../services/key-pairs/field-errors';
import { newStoredId } from '../../services/key-pairs/key-pair-id';
import { findCertificate, listCertificates, putCertificate, TRUSTED_CAS, type CertificateCollection, type StoredCertificate } from './trusted-ca-store';

export interface X509File {
  id?: string;
  fileData: string;
  cryptoProvider?: 'LOCAL' | 'HSM';
}

export const NOT_A_CERTIFICATE = 'The file is not an X.509 certificate in PEM or DER format.';
export const HOLDS_PRIVATE_KEY = TRUSTED_CAS.holdsPrivateKey;
export const severalCertificates = (count: number) => `The file holds ${count} certificates. Import them one at a time.`;
export const alreadyTrusted = TRUSTED_CAS.alreadyHeld;

const CERTIFICATE_BLOCKS = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificate in the file (certificate-file.ts reads it), or the reason it cannot be one. */
function readCertificate(fileData: string, collection: CertificateCollection): X509Certificate | string {
  const raw = fileData.trim();
  const text = raw.includes('-----BEGIN ') ? raw : Buffer.from(raw, 'base64').toString('latin1');
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) return collection.holdsPrivateKey;
  const blocks = text.match(CERTIFICATE_BLOCKS)?.length ?? 0;
  if (blocks > 1) return severalCertificates(blocks);
  const pem = certificatePem(fileData);
  try {
    return pem ? new X509Certificate(pem) : NOT_A_CERTIFICATE;
  } catch {
    return NOT_A_CERTIFICATE;
  }
}

/** The id of a certificate of the collection that is the same certificate, if any. */
async function sameCertificate(reader: StoreReader, fingerprint: string, collection: CertificateCollection): Promise<string | undefined> {
  return (await listCertificates(reader, collection)).find((stored) => new X509Certificate(stored.certificatePem).fingerprint256 === fingerprint)?.id;
}

async function checked(reader: StoreReader, file: X509File, errors: FieldErrors, collection: CertificateCollection): Promise<{ id: string; certificate: X509Certificate; subjectDN: string } | undefined> {
  const id = await newStoredId(file.id, errors, collection.path, async (candidate) => (await findCertificate(reader, candidate, collection)) !== undefined);
  if (isBlank(file.fileData)) {
    errors.add('fileData', 'File is required.', 'required_field');
    return undefined;
  }
  const certificate = readCertificate(file.fileData, collection);
  if (typeof certificate === 'string') {
    errors.add('fileData', certificate);
    return undefined;
  }
  let subjectDN: string;
  try {
    subjectDN = certificateView(certificate.toString(), Date.now()).subjectDN;
  } catch (error) {
    errors.add('fileData', (error as Error).message);
    return undefined;
  }
  const heldAs = await sameCertificate(reader, certificate.fingerprint256, collection);
  if (heldAs) errors.add('fileData', collection.alreadyHeld(heldAs), 'duplicate_value');
  return id === undefined || heldAs ? undefined : { id, certificate, subjectDN };
}

/** Reads the file into the collection, or refuses it at its field, storing nothing. */
export async function importCertificate(store: Store, file: X509File, collection: CertificateCollection): Promise<StoredCertificate> {
  return store.transaction(async (tx) => {
    const errors = new FieldErrors();
    const accepted = await checked(tx, file, errors, collection);
    errors.throwIfAny();
    const stored: StoredCertificate = { id: accepted!.id, certificatePem: accepted!.certificate.toString() };
    await putCertificate(tx, stored, accepted!.subjectDN, collection);
    return stored;
  });
}

export const importTrustedCa = (store: Store, file: X509File) => importCertificate(store, file, TRUSTED_CAS);
