/** The ws-trust-sts area: the WS-Trust STS issuer certificates (the settings document is a page's generic one). */
import type { Area } from '../../kernel/area';
import { issuerCertHandlers } from './issuer-cert-handlers';
export { importIssuerCert } from './import-issuer-cert';

const PARSED = 'the collection holds certificates parsed from their file, answered as views computed from the stored PEM';

export const wsTrustStsArea: Area = {
  name: 'ws-trust-sts',
  uses: [],
  handlers: () => issuerCertHandlers(),
  replaces: { getCerts: PARSED, importCertificate: PARSED, deleteCertificate: PARSED },
};
