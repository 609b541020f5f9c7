/**
 * POST /certificates/ca/import: one X.509 certificate, PEM or DER (raw PEM, or base64 of either),
 * read by node's crypto and described by certificate-view.ts (@peculiar/x509). A file that holds
 * a private key, several certificates, or a certificate already trusted is refused at `fileData`.
 */
import { X509Certificate } from 'node:crypto';
import type { Store, StoreReader } from '../../../store/store';
import { certificateView } from '../signing/certificate-view';
import { FieldErrors, isBlank } from '../signing/field-errors';
import { newStoredId } from '../signing/key-pair-id';
import { findTrustedCa, listTrustedCas, putTrustedCa, type StoredCertificate } from './trusted-ca-store';

export interface X509File {
  id?: string;
  fileData: string;
  cryptoProvider?: 'LOCAL' | 'HSM';
}

export const NOT_A_CERTIFICATE = 'The file is not an X.509 certificate in PEM or DER format.';
export const HOLDS_PRIVATE_KEY = 'The file holds a private key. A trusted CA is its certificate only: import the certificate alone.';
export const severalCertificates = (count: number) => `The file holds ${count} certificates. Import them one at a time.`;
export const alreadyTrusted = (id: string) => `This certificate is already trusted, as '${id}'.`;

const CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificate in the file, or the reason it cannot be one. */
function readCertificate(fileData: string): X509Certificate | string {
  const raw = fileData.trim();
  const decoded = raw.includes('-----BEGIN ') ? raw : Buffer.from(raw, 'base64');
  const text = typeof decoded === 'string' ? decoded : decoded.toString('latin1');
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) return HOLDS_PRIVATE_KEY;
  try {
    if (text.includes('-----BEGIN ')) {
      const blocks = text.match(CERTIFICATE_BLOCK) ?? [];
      const [block] = blocks;
      if (blocks.length > 1) return severalCertificates(blocks.length);
      return block ? new X509Certificate(block) : NOT_A_CERTIFICATE;
    }
    return new X509Certificate(decoded);
  } catch {
    return NOT_A_CERTIFICATE;
  }
}

/** The id of a trusted CA with the same certificate, if any. */
async function sameCertificate(reader: StoreReader, fingerprint: string): Promise<string | undefined> {
  return (await listTrustedCas(reader)).find((stored) => new X509Certificate(stored.certificatePem).fingerprint256 === fingerprint)?.id;
}

async function checked(reader: StoreReader, file: X509File, errors: FieldErrors): Promise<{ id: string; certificate: X509Certificate; subjectDN: string } | undefined> {
  const id = await newStoredId(file.id, errors, async (candidate) => (await findTrustedCa(reader, candidate)) !== undefined);
  if (isBlank(file.fileData)) {
    errors.add('fileData', 'File is required.', 'required_field');
    return undefined;
  }
  const certificate = readCertificate(file.fileData);
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
  const trustedAs = await sameCertificate(reader, certificate.fingerprint256);
  if (trustedAs) errors.add('fileData', alreadyTrusted(trustedAs), 'duplicate_value');
  return id === undefined || trustedAs ? undefined : { id, certificate, subjectDN };
}

export async function importTrustedCa(store: Store, file: X509File): Promise<StoredCertificate> {
  return store.transaction(async (tx) => {
    const errors = new FieldErrors();
    const accepted = await checked(tx, file, errors);
    errors.throwIfAny();
    const stored: StoredCertificate = { id: accepted!.id, certificatePem: accepted!.certificate.toString() };
    await putTrustedCa(tx, stored, accepted!.subjectDN);
    return stored;
  });
}
