/**
 * Handlers of /certificates/groups/{groupName}: the trusted CAs' reading and views, per group
 * (certificate-groups.ts); and of the console's /internal/certificateGroups, the same store listed
 * across groups.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { AreaHandlers } from '../../kernel/area';
import { certificateListAnswer } from '../../resources/certificate-list';
import { certificateGroup, listAllGroups, splitGroupKey } from './certificate-groups';
import { importCertificate } from './import-trusted-ca';
import { certificateAt, deleteCertificate, getCertificate, listCertificates, trustedCaView } from './trusted-ca-store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

const asCertViews = (page: { items: unknown[]; totalItems?: number }) => page as components['schemas']['CertViews'];

export function certificateGroupHandlers(): AreaHandlers {
  return {
    getCertificatesForGroup: async ({ server, params }) => ({
      status: 200,
      body: asCertViews(certificateListAnswer((await listCertificates(server.store, certificateGroup(params.groupName))).map((stored) => trustedCaView(stored, server.now())), {})),
    }),
    importFeatureCert: async ({ server, params, body }) => ({ status: 201, body: trustedCaView(await importCertificate(server.store, body, certificateGroup(params.groupName)), server.now()) }),
    getCertificateFromGroup: async ({ server, params }) => {
      const group = certificateGroup(params.groupName);
      const { body, version } = await versionedRead(server.store, certificateAt(group, params.id), () => getCertificate(server.store, params.id, group));
      return { status: 200, body: trustedCaView(body, server.now()), version };
    },
    getCertificateGroupCertificates: async ({ server }) => ({ status: 200, body: { items: await listAllGroups(server.store, server.now()) } }),
    importCertificateGroupCertificate: async ({ server, body }) => {
      const { groupName, ...file } = body;
      const view = trustedCaView(await importCertificate(server.store, file, certificateGroup(groupName)), server.now());
      return { status: 201, body: { key: `${groupName}:${view.id}`, groupName, ...view } };
    },
    deleteCertificateGroupCertificate: async ({ server, params }) => {
      const { groupName, id } = splitGroupKey(params.id);
      await server.store.transaction((tx) => deleteCertificate(tx, id, certificateGroup(groupName)));
      return { status: 204 };
    },
    deleteCertificateFromGroup: async ({ server, params, request }) => {
      const group = certificateGroup(params.groupName);
      const current = async () => trustedCaView(await getCertificate(server.store, params.id, group), server.now());
      await guardedWrite(server.store, ifMatchOf(request), certificateAt(group, params.id), current, () => server.store.transaction((tx) => deleteCertificate(tx, params.id, group)));
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}
