/**
 * The certificate views of a write (ResourceDefinition.certificates): each replaced with the
 * CertView read from the object's own certificate, never taken from the request.
 */
import type { ResourceDefinition } from '../../shared/route-binding';
import { certificatePem } from '../services/certificates/certificate-file';
import type { CertificateView } from '../services/certificates/certificate-view';
import { pingFederateCertView } from '../services/certificates/pingfederate-cert-view';
import { fieldError } from '../core/api-error';
import type { JsonDocument } from '../store/store';

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
