/** Handlers of every /certificates/ca operation (the contract's x-roles limit them to crypto administrators). */
import type { RouteHandler, RouteContext } from '../../kernel/handler-types';
import { certificateListAnswer } from '../../resources/certificate-list';
import { importTrustedCa, type X509File } from './import-trusted-ca';
import { deleteTrustedCa, getTrustedCa, listTrustedCas, trustedCaView } from './trusted-ca-store';

const idOf = ({ params }: RouteContext) => params.id ?? '';

export function trustedCaHandlers(): [string, RouteHandler][] {
  return [
    ['getTrustedCAs', async ({ server, query }) => ({
      status: 200,
      body: certificateListAnswer((await listTrustedCas(server.store)).map((stored) => trustedCaView(stored, server.now())), query),
    })],
    ['importTrustedCA', async ({ server, body }) => ({ status: 201, body: trustedCaView(await importTrustedCa(server.store, body as X509File), server.now()) })],
    ['getTrustedCert', async (c) => ({ status: 200, body: trustedCaView(await getTrustedCa(c.server.store, idOf(c)), c.server.now()) })],
    ['deleteTrustedCA', async (c) => {
      await c.server.store.transaction((tx) => deleteTrustedCa(tx, idOf(c)));
      return { status: 204 };
    }],
    ['exportCaCertificateFile', async (c) => ({ status: 200, body: (await getTrustedCa(c.server.store, idOf(c))).certificatePem, contentType: 'application/x-x509-ca-cert' })],
  ];
}
