/**
 * POST /keyPairs/signing/{id}/csr: a CA's answer to the CSR (an X.509 certificate or a PKCS#7
 * chain, PEM with or without its header lines). The certificate for this key pair's public key
 * replaces the self-signed one; the private key stays as it is.
 */
import { createPublicKey, X509Certificate } from 'node:crypto';
import { x509 } from '../certificates/x509';
import type { Store } from '../../store/store';
import type { ConfigurationKeys } from '../keys/configuration-keys';
import { FieldErrors } from './field-errors';
import { getKeyPair, putKeyPair, SIGNING_KEY_PAIRS, type StoredKeyPair } from './key-pair-store';

export const UNREADABLE_CSR_RESPONSE = 'The CSR response is not a PEM-encoded X.509 certificate or PKCS#7 chain.';
export const CSR_RESPONSE_OTHER_KEY = "The CSR response holds no certificate for this key pair's public key.";

function certificatesOf(fileData: string): X509Certificate[] {
  const text = fileData.trim();
  const body = text.includes('-----BEGIN') ? text.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '') : text;
  const der = Buffer.from(body.replace(/\\n|\s/g, ''), 'base64');
  try {
    return [new X509Certificate(der)];
  } catch {
    // Not one certificate: a PKCS#7 chain.
  }
  try {
    return new x509.X509Certificates(der).map((c) => new X509Certificate(Buffer.from(c.rawData)));
  } catch {
    return [];
  }
}

export async function importCsrResponse(store: Store, keys: ConfigurationKeys, id: string, fileData: string, collection = SIGNING_KEY_PAIRS): Promise<StoredKeyPair> {
  return store.transaction(async (tx) => {
    const stored = await getKeyPair(tx, id, collection);
    const errors = new FieldErrors();
    const certificates = certificatesOf(fileData);
    const ownKey = createPublicKey(stored.certificatePem).export({ type: 'spki', format: 'der' });
    const match = certificates.find((c) => c.publicKey.export({ type: 'spki', format: 'der' }).equals(ownKey));
    if (certificates.length === 0) errors.add('fileData', UNREADABLE_CSR_RESPONSE);
    else if (!match) errors.add('fileData', CSR_RESPONSE_OTHER_KEY);
    errors.throwIfAny();
    const updated: StoredKeyPair = { ...stored, certificatePem: match!.toString() };
    await putKeyPair(tx, keys, updated, undefined, collection);
    return updated;
  });
}
