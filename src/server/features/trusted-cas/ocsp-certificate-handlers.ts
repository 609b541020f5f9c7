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
import { certificateAt, deleteCertificate, getCertificate, listCertificates, OCSP_CERTIFICATES, trustedCaView } from './trusted-ca-store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

const OCSP = OCSP_CERTIFICATES;
const asCertViews = (page: { items: unknown[]; totalItems?: number }) => page as components['schemas']['CertViews'];

export function ocspCertificateHandlers(): AreaHandlers {
  return {
    getOcspCertificates: async ({ server, query }) => ({
      status: 200,
      body: asCertViews(certificateListAnswer((await listCertificates(server.store, OCSP)).map((stored) => trustedCaView(stored, server.now())), query)),
    }),
    importOcspCertificate: async ({ server, body }) => ({ status: 201, body: trustedCaView(await importCertificate(server.store, body, OCSP), server.now()) }),
    getOcspCertificateById: async ({ server, params }) => {
      const { body, version } = await versionedRead(server.store, certificateAt(OCSP, params.id), () => getCertificate(server.store, params.id, OCSP));
      return { status: 200, body: trustedCaView(body, server.now()), version };
    },
    exportOcspCertificateFile: async ({ server, params }) => ({
      status: 200,
      body: (await getCertificate(server.store, params.id, OCSP)).certificatePem,
      contentType: 'application/x-x509-ca-cert',
    }),
    deleteOcspCertificateById: async ({ server, params, request }) => {
      const current = async () => trustedCaView(await getCertificate(server.store, params.id, OCSP), server.now());
      await guardedWrite(server.store, ifMatchOf(request), certificateAt(OCSP, params.id), current, () => server.store.transaction(async (tx) => {
        await getCertificate(tx, params.id, OCSP);
        const users = await settingsNaming(tx, OCSP.store, params.id);
        if (users.length) throw new ApiError(422, apiResult('resource_in_use', `This certificate is in use by ${new Intl.ListFormat('en').format(users)}; it cannot be deleted.`));
        await deleteCertificate(tx, params.id, OCSP);
      }));
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}
