/** Handlers of /certificates/groups/{groupName}: the trusted CAs' reading and views, per group (certificate-groups.ts). */
import type { components } from '../../../../generated/api-types.gen';
import type { AreaHandlers } from '../../kernel/area';
import { certificateListAnswer } from '../../resources/certificate-list';
import { certificateGroup } from './certificate-groups';
import { importCertificate } from './import-trusted-ca';
import { deleteCertificate, getCertificate, listCertificates, trustedCaView } from './trusted-ca-store';

const asCertViews = (page: { items: unknown[]; totalItems?: number }) => page as components['schemas']['CertViews'];

export function certificateGroupHandlers(): AreaHandlers {
  return {
    getCertificatesForGroup: async ({ server, params }) => ({
      status: 200,
      body: asCertViews(certificateListAnswer((await listCertificates(server.store, certificateGroup(params.groupName))).map((stored) => trustedCaView(stored, server.now())), {})),
    }),
    importFeatureCert: async ({ server, params, body }) => ({ status: 201, body: trustedCaView(await importCertificate(server.store, body, certificateGroup(params.groupName)), server.now()) }),
    getCertificateFromGroup: async ({ server, params }) => ({ status: 200, body: trustedCaView(await getCertificate(server.store, params.id, certificateGroup(params.groupName)), server.now()) }),
    deleteCertificateFromGroup: async ({ server, params }) => {
      await server.store.transaction((tx) => deleteCertificate(tx, params.id, certificateGroup(params.groupName)));
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}
