/**
 * Handlers of every /keyPairs/sslServer operation: the signing key pairs' code over the SSL server
 * collection (generate, import, exports, CSR), plus the settings of which one is presented.
 */
import { ApiError, apiResult } from '../../core/api-error';
import type { RouteHandler, RouteContext } from '../../kernel/handler-types';
import type { JsonDocument } from '../../store/store';
import { certificateListAnswer } from '../../resources/certificate-list';
import { importCsrResponse } from '../../services/key-pairs/csr-response';
import { exportCertificate, exportCsr, exportPem, exportPkcs12 } from '../../services/key-pairs/export-key-pair';
import { generateKeyPairFromSettings, type NewKeyPairSettings } from '../../services/key-pairs/generate-key-pair';
import { importKeyPairFile, type KeyPairFile } from '../../services/key-pairs/import-key-pair';
import { deleteKeyPair, getKeyPair, keyPairView, listKeyPairs, SSL_SERVER_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';
import { ensureSslServerSettings, getSslServerSettings, putSslServerSettings, sslServerKeyPairUse } from './ssl-server-settings';

const SSL = SSL_SERVER_KEY_PAIRS;
const idOf = ({ params }: RouteContext) => params.id ?? '';
const json = (status: number, body: unknown) => ({ status, body });
const passwordOf = (c: RouteContext) => (c.body as { password?: unknown }).password;

export function sslServerKeyHandlers(): [string, RouteHandler][] {
  return [
    ['getSslServerKeyPairs', async ({ server, query }) => {
      // The list shows the default key pair of a server that has not made it yet.
      await ensureSslServerSettings(server.store, server.keys, server.now());
      return json(200, certificateListAnswer((await listKeyPairs(server.store, SSL)).map((k) => keyPairView(k, server.now())), query));
    }],
    ['createSslServerKeyPair', async ({ server, body }) =>
      json(201, keyPairView(await generateKeyPairFromSettings(server.store, server.keys, body as NewKeyPairSettings, server.now(), SSL), server.now()))],
    ['importSslServerKeyPair', async ({ server, body }) => json(201, keyPairView(await importKeyPairFile(server.store, server.keys, body as KeyPairFile, SSL), server.now()))],
    ['getSslServerKeyPair', async (c) => json(200, keyPairView(await getKeyPair(c.server.store, idOf(c), SSL), c.server.now()))],
    ['deleteSslServerKeyPair', async (c) => {
      await c.server.store.transaction(async (tx) => {
        const id = idOf(c);
        await getKeyPair(tx, id, SSL);
        const inUse = await sslServerKeyPairUse(tx, id);
        if (inUse) throw new ApiError(422, apiResult('resource_in_use', inUse));
        await deleteKeyPair(tx, id, SSL);
      });
      return { status: 204 };
    }],
    ['exportSslServerCertificateFile', async (c) => ({ status: 200, body: await exportCertificate(c.server.store, idOf(c), SSL), contentType: 'application/x-x509-ca-cert' })],
    ['exportSslServerPEMFile', async (c) => ({ status: 200, body: await exportPem(c.server.store, c.server.keys, idOf(c), passwordOf(c), SSL), contentType: 'application/x-pem-file' })],
    ['exportSslServerPKCS12File', async (c) => ({ status: 200, body: await exportPkcs12(c.server.store, c.server.keys, idOf(c), passwordOf(c), SSL), contentType: 'application/x-pkcs12' })],
    ['exportSslServerCsr', async (c) => ({ status: 200, body: await exportCsr(c.server.store, c.server.keys, idOf(c), SSL), contentType: 'application/pkcs10' })],
    ['importSslServerCsrResponse', async (c) =>
      json(200, keyPairView(await importCsrResponse(c.server.store, c.server.keys, idOf(c), String((c.body as { fileData: string }).fileData), SSL), c.server.now()))],
    ['getSslServerSettings', async ({ server }) => json(200, await getSslServerSettings(server.store, server.keys, server.now()))],
    ['updateSslServerSettings', async ({ server, body }) => json(200, await server.store.transaction((tx) => putSslServerSettings(tx, body as JsonDocument)))],
  ];
}
