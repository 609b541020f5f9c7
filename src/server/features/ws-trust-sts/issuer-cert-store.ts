/**
 * The WS-Trust STS issuer certificates (/serverSettings/wsTrustStsSettings/issuerCertificates):
 * each a certificate only, kept as PEM in a store item named by its subject DN; its CertView is
 * read from the PEM when served (its status moves with the clock), as PingFederate's IssuerCert.
 */
import type { components } from '../../../../generated/api-types.gen';
import { notFound } from '../../core/api-error';
import { pingFederateCertView } from '../../services/certificates/pingfederate-cert-view';
import type { StoreReader, StoreWriter } from '../../store/store';
import { storagePath } from '../../store/storage-path';

export const ISSUER_CERTS_STORE = storagePath('/serverSettings/wsTrustStsSettings/issuerCertificates');

/** What is stored (a type alias, so that it is a JsonDocument). */
export type StoredIssuerCert = {
  id: string;
  certificatePem: string;
};

type IssuerCert = components['schemas']['IssuerCert'];

export const issuerCertView = (stored: StoredIssuerCert, now: number): IssuerCert => ({
  certView: { id: stored.id, ...pingFederateCertView(stored.certificatePem, now) } as IssuerCert['certView'],
  x509File: { id: stored.id, fileData: stored.certificatePem },
  active: true,
});

export async function findIssuerCert(reader: StoreReader, id: string): Promise<StoredIssuerCert | undefined> {
  const doc = await reader.getItem(ISSUER_CERTS_STORE, id);
  return doc ? (doc as StoredIssuerCert) : undefined;
}

export async function getIssuerCert(reader: StoreReader, id: string): Promise<StoredIssuerCert> {
  const stored = await findIssuerCert(reader, id);
  if (!stored) throw notFound(`Issuer certificate '${id}' was not found.`);
  return stored;
}

export async function listIssuerCerts(reader: StoreReader): Promise<StoredIssuerCert[]> {
  return (await reader.listItems(ISSUER_CERTS_STORE)).map((item) => item.doc as StoredIssuerCert);
}

export async function putIssuerCert(tx: StoreWriter, stored: StoredIssuerCert, subjectDN: string): Promise<void> {
  await tx.putItem(ISSUER_CERTS_STORE, stored.id, subjectDN, { ...stored });
}
