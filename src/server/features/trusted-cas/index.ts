/** The trusted-cas area (certificates without keys: trusted CAs, OCSP responder certificates, certificate groups): what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { CERTIFICATE_GROUPS_STORE } from './certificate-groups';
import { certificateGroupHandlers } from './certificate-group-handlers';
import { ocspCertificateHandlers } from './ocsp-certificate-handlers';
import { trustedCaHandlers } from './trusted-ca-handlers';
export { certificateGroup } from './certificate-groups';
export { importCertificate, importTrustedCa } from './import-trusted-ca';
export { selfSignedCaPem } from './self-signed-ca';
export { trustedCaHandlers } from './trusted-ca-handlers';
export { listCertificates, listTrustedCas, OCSP_CERTIFICATES, trustedCaView } from './trusted-ca-store';

export const trustedCasArea: Area = {
  name: 'trusted-cas',
  uses: [],
  handlers: () => ({ ...trustedCaHandlers(), ...ocspCertificateHandlers(), ...certificateGroupHandlers() }),
  replaces: {
    getTrustedCAs: 'trusted CAs are answered as certificate views computed from the stored certificate',
    importTrustedCA: 'the certificate file is parsed and checked (a CA certificate) and its view computed',
    deleteTrustedCA: 'the collection holds parsed certificates kept by this area\'s store, which the generic resource does not read',
    getOcspCertificates: 'OCSP certificates are answered as certificate views computed from the stored certificate',
    importOcspCertificate: 'the certificate file is parsed and checked and its view computed',
    deleteOcspCertificateById: 'a certificate the revocation settings name is refused as in use',
    getCertificateGroupCertificates: "the groups' certificates are answered as views computed from the certificates this area stores",
    importCertificateGroupCertificate: 'the certificate file is parsed and checked and kept in its group, as importFeatureCert does',
    deleteCertificateGroupCertificate: "the key names a group and a certificate of this area's store",
  },
  // No page describes the groups' store: its changes are recorded here, guarded by the group's list.
  history: [{ namespace: CERTIFICATE_GROUPS_STORE, label: 'Certificate Groups', readPath: '/certificates/groups/:groupName', route: '/security/certificate-and-key-management/certificate-groups' }],
};
