/**
 * POST /serverSettings/wsTrustStsSettings/issuerCertificates: one X.509 certificate, PEM or DER
 * (raw PEM, or base64 of either), read as every certificate file of the API is
 * (certificate-file.ts, node's X509Certificate, pingfederate-cert-view.ts). A file that holds a
 * private key, or a certificate already imported here, is refused at `fileData`.
 */
import { X509Certificate } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { certificatePem } from '../../services/certificates/certificate-file';
import { pingFederateCertView } from '../../services/certificates/pingfederate-cert-view';
import { FieldErrors, isBlank } from '../../services/key-pairs/field-errors';
import { newStoredId } from '../../services/key-pairs/key-pair-id';
import type { Store } from '../../store/store';
import { findIssuerCert, listIssuerCerts, putIssuerCert, type StoredIssuerCert } from './issuer-cert-store';

type X509File = components['schemas']['X509File'];

export const NOT_A_CERTIFICATE = 'The file is not an X.509 certificate in PEM or DER format.';
export const HOLDS_PRIVATE_KEY = 'The file holds a private key. An issuer certificate is the certificate only: import it alone.';
export const alreadyImported = (id: string) => `This certificate is already an issuer certificate, as '${id}'.`;
const COLLECTION_PATH = '/serverSettings/wsTrustStsSettings/issuerCertificates';

/** The certificate of the file, or why it is none. */
function readCertificate(fileData: string): X509Certificate | string {
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(fileData) || /PRIVATE KEY-----/.test(Buffer.from(fileData, 'base64').toString('latin1'))) return HOLDS_PRIVATE_KEY;
  const pem = certificatePem(fileData);
  try {
    return pem ? new X509Certificate(pem) : NOT_A_CERTIFICATE;
  } catch {
    return NOT_A_CERTIFICATE;
  }
}

export async function importIssuerCert(store: Store, file: X509File, now: number): Promise<StoredIssuerCert> {
  return store.transaction(async (tx) => {
    const errors = new FieldErrors();
    const id = await newStoredId(file.id, errors, COLLECTION_PATH, async (candidate) => (await findIssuerCert(tx, candidate)) !== undefined);
    const certificate = isBlank(file.fileData) ? 'File is required.' : readCertificate(file.fileData);
    if (typeof certificate === 'string') errors.add('fileData', certificate, isBlank(file.fileData) ? 'required_field' : 'invalid_field');
    else {
      const same = (await listIssuerCerts(tx)).find((stored) => new X509Certificate(stored.certificatePem).fingerprint256 === certificate.fingerprint256);
      if (same) errors.add('fileData', alreadyImported(same.id), 'duplicate_value');
    }
    errors.throwIfAny();
    const stored: StoredIssuerCert = { id: id as string, certificatePem: (certificate as X509Certificate).toString() };
    await putIssuerCert(tx, stored, pingFederateCertView(stored.certificatePem, now).subjectDN);
    return stored;
  });
}
