/**
 * The partners' certificates the configuration holds in documents rather than key stores: the one
 * that verifies a partner metadata URL's signature and each SP or IdP connection's certificates.
 * They are read from their files (not from the stored certView, which a request may have left
 * stale) for the certificate expiry list.
 */
import { certificatePem } from './certificate-file';
import { pingFederateCertView } from '../../resources/server-computed';
import type { JsonDocument, StoreReader } from '../../store/store';
import { METADATA_URLS_STORE } from '../demo/demo-contracts-metadata';
import { IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE } from '../connections/connection-from-metadata';

export interface PartnerCertificate {
  kind: string;
  /** The document that holds it. */
  id: string;
  subjectDN: string;
  expires: string;
}

type FileHolder = { x509File?: { fileData?: unknown } } | undefined;

const SOURCES: { kind: string; store: string; files: (doc: JsonDocument) => FileHolder[] }[] = [
  { kind: 'Partner Metadata URL', store: METADATA_URLS_STORE, files: (doc) => [doc as FileHolder] },
  { kind: 'SP Connection', store: SP_CONNECTIONS_STORE, files: connectionCerts },
  { kind: 'IdP Connection', store: IDP_CONNECTIONS_STORE, files: connectionCerts },
];

function connectionCerts(doc: JsonDocument): FileHolder[] {
  const certs = (doc.credentials as { certs?: unknown } | undefined)?.certs;
  return Array.isArray(certs) ? (certs as FileHolder[]) : [];
}

/** The subject and expiry of one certificate file, or nothing when there is none or it cannot be read. */
function viewOf(holder: FileHolder, now: number): { subjectDN: string; expires: string } | undefined {
  const fileData = holder?.x509File?.fileData;
  const pem = typeof fileData === 'string' ? certificatePem(fileData) : undefined;
  if (!pem) return undefined;
  try {
    const { subjectDN, expires } = pingFederateCertView(pem, now);
    return { subjectDN, expires };
  } catch {
    // Saves check certificates; one stored unreadable is not a certificate that can expire.
    return undefined;
  }
}

export async function listPartnerCertificates(store: StoreReader, now: number): Promise<PartnerCertificate[]> {
  const found: PartnerCertificate[] = [];
  for (const source of SOURCES) {
    for (const { id, doc } of await store.listItems(source.store)) {
      for (const holder of source.files(doc)) {
        const view = viewOf(holder, now);
        if (view) found.push({ kind: source.kind, id, ...view });
      }
    }
  }
  return found;
}
