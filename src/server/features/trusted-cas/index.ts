/** The trusted-cas area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { trustedCaHandlers } from './trusted-ca-handlers';
export { importTrustedCa } from './import-trusted-ca';
export { selfSignedCaPem } from './self-signed-ca';
export { trustedCaHandlers } from './trusted-ca-handlers';
export { listTrustedCas, trustedCaView } from './trusted-ca-store';

export const trustedCasArea: Area = {
  name: 'trusted-cas',
  uses: [],
  handlers: () => trustedCaHandlers(),
  replaces: {
    getTrustedCAs: 'trusted CAs are answered as certificate views computed from the stored certificate',
    importTrustedCA: 'the certificate file is parsed and checked (a CA certificate) and its view computed',
    deleteTrustedCA: 'the collection holds parsed certificates kept by this area\'s store, which the generic resource does not read',
  },
};
