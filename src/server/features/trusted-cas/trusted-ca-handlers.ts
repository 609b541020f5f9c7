/** Handlers of every /certificates/ca operation (the contract's x-roles limit them to crypto administrators). */
import type { components } from '../../../../generated/api-types.gen';
import type { AreaHandlers } from '../../kernel/area';
import { certificateListAnswer } from '../../resources/certificate-list';
import { importTrustedCa } from './import-trusted-ca';
import { certificateAt, deleteTrustedCa, getTrustedCa, listTrustedCas, TRUSTED_CAS, trustedCaView } from './trusted-ca-store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

/** The page of views the list computes, as the contract's list (certificateListAnswer answers any view's page). */
const asCertViews = (page: { items: unknown[]; totalItems?: number }) => page as components['schemas']['CertViews'];

export function trustedCaHandlers(): AreaHandlers {
  return {
    getTrustedCAs: async ({ server, query }) => ({
      status: 200,
      body: asCertViews(certificateListAnswer((await listTrustedCas(server.store)).map((stored) => trustedCaView(stored, server.now())), query)),
    }),
    importTrustedCA: async ({ server, body }) => ({ status: 201, body: trustedCaView(await importTrustedCa(server.store, body), server.now()) }),
    getTrustedCert: async ({ server, params }) => {
      const { body, version } = await versionedRead(server.store, certificateAt(TRUSTED_CAS, params.id), () => getTrustedCa(server.store, params.id));
      return { status: 200, body: trustedCaView(body, server.now()), version };
    },
    deleteTrustedCA: async ({ server, params, request }) => {
      const current = async () => trustedCaView(await getTrustedCa(server.store, params.id), server.now());
      await guardedWrite(server.store, ifMatchOf(request), certificateAt(TRUSTED_CAS, params.id), current, () => server.store.transaction((tx) => deleteTrustedCa(tx, params.id)));
      return { status: 204 };
    },
    exportCaCertificateFile: async ({ server, params }) => ({
      status: 200,
      body: (await getTrustedCa(server.store, params.id)).certificatePem,
      contentType: 'application/x-x509-ca-cert',
    }),
  } satisfies AreaHandlers;
}
