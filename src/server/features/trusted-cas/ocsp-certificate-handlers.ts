/**
 * Handlers of /certificates/revocation/ocspCertificates: the OCSP responders' signature
 * verification certificates, read and kept as the trusted CAs are, in a collection of their own.
 * The revocation settings (a generic settings document) name one; that one cannot be deleted.
 */
import type { components } from '../../../../generated/api-types.gen';
import { ApiError, apiResult } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import { certificateListAnswer } from '../../resources/certificate-list';
import { settingsNaming } from '../../resources/object-users';
import { importCertificate } from './import-trusted-ca';
import { deleteCertificate, getCertificate, listCertificates, OCSP_CERTIFICATES, trustedCaView } from './trusted-ca-store';

const OCSP = OCSP_CERTIFICATES;
const asCertViews = (page: { items: unknown[]; totalItems?: number }) => page as components['schemas']['CertViews'];

export function ocspCertificateHandlers(): AreaHandlers {
  return {
    getOcspCertificates: async ({ server, query }) => ({
      status: 200,
      body: asCertViews(certificateListAnswer((await listCertificates(server.store, OCSP)).map((stored) => trustedCaView(stored, server.now())), query)),
    }),
    importOcspCertificate: async ({ server, body }) => ({ status: 201, body: trustedCaView(await importCertificate(server.store, body, OCSP), server.now()) }),
    getOcspCertificateById: async ({ server, params }) => ({ status: 200, body: trustedCaView(await getCertificate(server.store, params.id, OCSP), server.now()) }),
    exportOcspCertificateFile: async ({ server, params }) => ({
      status: 200,
      body: (await getCertificate(server.store, params.id, OCSP)).certificatePem,
      contentType: 'application/x-x509-ca-cert',
    }),
    deleteOcspCertificateById: async ({ server, params }) => {
      await server.store.transaction(async (tx) => {
        await getCertificate(tx, params.id, OCSP);
        const users = await settingsNaming(tx, OCSP.store, params.id);
        if (users.length) throw new ApiError(422, apiResult('resource_in_use', `This certificate is in use by ${new Intl.ListFormat('en').format(users)}; it cannot be deleted.`));
        await deleteCertificate(tx, params.id, OCSP);
      });
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}
