/**
 * What the generic collection fills in itself (ResourceDefinition.serverDefaults, .certificates):
 * defaults of properties a request leaves out (a policy contract's core attribute subject, a
 * metadata URL's validateSignature), and certificate views read from the object's certificate with
 * node's X509Certificate and @peculiar/x509 (certificate-view.ts), never by hand, written as
 * PingFederate writes a CertView: the serial number in decimal, names most specific part first
 * (`CN=common, O=org, C=us`, e-mail as EMAILADDRESS), times to the second.
 */
import type { ResourceDefinition } from '../../shared/route-binding';
import { certificatePem } from '../services/certificates/certificate-file';
import { certificateView, type CertificateView } from '../services/certificates/certificate-view';
import { x509 } from '../services/certificates/x509';
import { fieldError } from '../core/api-error';
import type { JsonDocument } from '../store/store';

const EMAIL_ADDRESS_OID = '1.2.840.113549.1.9.1';

/** A name as Java's X500Principal writes it (PingFederate's DNs): the RDNs in reverse order. */
const javaStyleName = (name: InstanceType<typeof x509.Name>): string => new x509.Name([...name.toJSON()].reverse(), { EMAILADDRESS: EMAIL_ADDRESS_OID }).toString();
const toTheSecond = (iso: string): string => iso.replace(/\.\d{3}Z$/, 'Z');

/** The CertView PingFederate answers for a certificate. */
export function pingFederateCertView(pem: string, now: number): CertificateView {
  const view = certificateView(pem, now);
  const cert = new x509.X509Certificate(pem);
  return {
    ...view,
    serialNumber: BigInt(`0x${cert.serialNumber}`).toString(10),
    subjectDN: javaStyleName(cert.subjectName),
    issuerDN: javaStyleName(cert.issuerName),
    validFrom: toTheSecond(view.validFrom),
    expires: toTheSecond(view.expires),
  };
}

/** Fills the server defaults of properties `doc` leaves out. */
export function applyServerDefaults(definition: ResourceDefinition, doc: JsonDocument): void {
  for (const [name, value] of Object.entries(definition.serverDefaults ?? {})) {
    if (doc[name] === undefined || doc[name] === null) doc[name] = structuredClone(value) as JsonDocument[string];
  }
}

/** Replaces each certificate view with the one read from the object's certificate (422 on `<file>.fileData` for one that cannot be read). */
export function applyCertificateViews(definition: ResourceDefinition, doc: JsonDocument, now = Date.now()): void {
  for (const { file, view } of definition.certificates ?? []) {
    delete doc[view];
    const source = doc[file] as { id?: unknown; fileData?: unknown } | undefined;
    if (!source || typeof source.fileData !== 'string') continue;
    const fieldPath = `${file}.fileData`;
    const pem = certificatePem(source.fileData);
    let computed: CertificateView;
    try {
      if (!pem) throw new Error('it is neither PEM nor base64');
      computed = pingFederateCertView(pem, now);
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
      throw fieldError(fieldPath, `The certificate cannot be read as an X.509 certificate (${reason}).`, 'invalid_field');
    }
    doc[view] = { ...(typeof source.id === 'string' && source.id !== '' ? { id: source.id } : {}), ...computed } as unknown as JsonDocument[string];
  }
}

/**
 * Fills a settings document's contract defaults (ResourceDefinition.serverDefaults, by dotted path)
 * of properties `doc` leaves out: a top-level one always, a nested one when its parent object is
 * sent (a left-out object stays out, as PingFederate leaves it).
 */
export function applyDocumentDefaults(definition: ResourceDefinition, doc: JsonDocument): void {
  // Shallow paths first, so a parent filled from its own default gets its children's too.
  const paths = Object.keys(definition.serverDefaults ?? {}).sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of paths) {
    const steps = path.split('.');
    const name = steps.pop() as string;
    let parent: unknown = doc;
    for (const step of steps) parent = isObject(parent) ? parent[step] : undefined;
    if (isObject(parent) && (parent[name] === undefined || parent[name] === null)) parent[name] = structuredClone(definition.serverDefaults![path]) as JsonDocument[string];
  }
}

const isObject = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);
