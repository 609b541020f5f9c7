/**
 * The partners' certificates the configuration holds in documents rather than key stores: the one
 * that verifies a partner metadata URL's signature and each SP or IdP connection's certificates.
 * They are read from their files (not from the stored certView, which a request may have left
 * stale) for the certificate expiry list.
 */
import { certificatePem } from '../../services/certificates/certificate-file';
import { pingFederateCertView } from '../../services/certificates/pingfederate-cert-view';
import type { JsonDocument, StoreReader } from '../../store/store';
import { resourceDefinitions } from '../../../../generated/resources.gen';

export interface PartnerCertificate {
  kind: string;
  /** The document that holds it. */
  id: string;
  subjectDN: string;
  expires: string;
}

type FileHolder = { x509File?: { fileData?: unknown } } | undefined;

const SOURCES: { kind: string; store: string; files: (doc: JsonDocument) => FileHolder[] }[] = [
  { kind: 'Partner Metadata URL', store: resourceDefinitions['partner-metadata-urls'].store, files: (doc) => [doc as FileHolder] },
  { kind: 'SP Connection', store: resourceDefinitions['sp-connections'].store, files: connectionCerts },
  { kind: 'IdP Connection', store: resourceDefinitions['idp-connections'].store, files: connectionCerts },
];

function connectionCerts(doc: JsonDocument): FileHolder[] {
  const certs = (doc.credentials as { certs?: unknown } | undefined)?.certs;
  return Array.isArray(certs) ? (certs as FileHolder[]) : [];
}

interface SubjectAndExpiry {
  subjectDN: string;
  expires: string;
}

/**
 * Files already read, by their content: the bell asks on every spinner change, and a certificate's
 * subject and expiry never change (only its status does, which this list does not use).
 */
const readFiles = new Map<string, SubjectAndExpiry | null>();
const MAX_READ_FILES = 2_000;

/** The subject and expiry of one certificate file, or nothing when there is none or it cannot be read. */
function viewOf(holder: FileHolder, now: number): SubjectAndExpiry | undefined {
  const fileData = holder?.x509File?.fileData;
  if (typeof fileData !== 'string') return undefined;
  if (!readFiles.has(fileData)) {
    if (readFiles.size >= MAX_READ_FILES) readFiles.clear();
    readFiles.set(fileData, readFile(fileData, now));
  }
  return readFiles.get(fileData) ?? undefined;
}

function readFile(fileData: string, now: number): SubjectAndExpiry | null {
  const pem = certificatePem(fileData);
  if (!pem) return null;
  try {
    const { subjectDN, expires } = pingFederateCertView(pem, now);
    return { subjectDN, expires };
  } catch {
    // Saves check certificates; one stored unreadable is not a certificate that can expire.
    return null;
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
