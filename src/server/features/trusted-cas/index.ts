/** The trusted-cas area: what other parts of the server may use of it. */
export { importTrustedCa } from './import-trusted-ca';
export { selfSignedCaPem } from './self-signed-ca';
export { trustedCaHandlers } from './trusted-ca-handlers';
export { listTrustedCas, trustedCaView } from './trusted-ca-store';
