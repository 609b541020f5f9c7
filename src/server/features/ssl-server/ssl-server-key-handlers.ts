/**
 * Handlers of every /keyPairs/sslServer operation: the signing key pairs' code over the SSL server
 * collection (generate, import, exports, CSR), plus the settings of which one is presented.
 */
import type { components } from '../../../../generated/api-types.gen';
import { ApiError, apiResult } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import { certificateListAnswer } from '../../resources/certificate-list';
import { importCsrResponse } from '../../services/key-pairs/csr-response';
import { exportCertificate, exportCsr, exportPem, exportPkcs12 } from '../../services/key-pairs/export-key-pair';
import { generateKeyPairFromSettings } from '../../services/key-pairs/generate-key-pair';
import { importKeyPairFile } from '../../services/key-pairs/import-key-pair';
import { deleteKeyPair, getKeyPair, keyPairView, listKeyPairs, SSL_SERVER_KEY_PAIRS, type StoredKeyPair } from '../../services/key-pairs/key-pair-store';
import { ensureSslServerSettings, getSslServerSettings, putSslServerSettings, sslServerKeyPairUse } from './ssl-server-settings';

const SSL = SSL_SERVER_KEY_PAIRS;
type Schemas = components['schemas'];

/** A key pair's view as the contract's (its stored rotation settings are the contract's, checked when saved). */
const viewOf = (stored: StoredKeyPair, now: number) => keyPairView(stored, now) as Schemas['KeyPairView'];
/** The page of views the list computes, as the contract's list (certificateListAnswer answers any view's page). */
const asKeyPairViews = (page: { items: unknown[]; totalItems?: number }) => page as Schemas['KeyPairViews'];

export function sslServerKeyHandlers(): AreaHandlers {
  return {
    getSslServerKeyPairs: async ({ server, query }) => {
      // The list shows the default key pair of a server that has not made it yet.
      await ensureSslServerSettings(server.store, server.keys, server.now());
      return { status: 200, body: asKeyPairViews(certificateListAnswer((await listKeyPairs(server.store, SSL)).map((k) => keyPairView(k, server.now())), query)) };
    },
    createSslServerKeyPair: async ({ server, body }) =>
      ({ status: 201, body: viewOf(await generateKeyPairFromSettings(server.store, server.keys, body, server.now(), SSL), server.now()) }),
    importSslServerKeyPair: async ({ server, body }) => ({ status: 201, body: viewOf(await importKeyPairFile(server.store, server.keys, body, SSL), server.now()) }),
    getSslServerKeyPair: async ({ server, params }) => ({ status: 200, body: viewOf(await getKeyPair(server.store, params.id, SSL), server.now()) }),
    deleteSslServerKeyPair: async ({ server, params }) => {
      await server.store.transaction(async (tx) => {
        await getKeyPair(tx, params.id, SSL);
        const inUse = await sslServerKeyPairUse(tx, params.id);
        if (inUse) throw new ApiError(422, apiResult('resource_in_use', inUse));
        await deleteKeyPair(tx, params.id, SSL);
      });
      return { status: 204 };
    },
    exportSslServerCertificateFile: async ({ server, params }) =>
      ({ status: 200, body: await exportCertificate(server.store, params.id, SSL), contentType: 'application/x-x509-ca-cert' }),
    exportSslServerPEMFile: async ({ server, params, body }) =>
      ({ status: 200, body: await exportPem(server.store, server.keys, params.id, body.password, SSL), contentType: 'application/x-pem-file' }),
    exportSslServerPKCS12File: async ({ server, params, body }) =>
      ({ status: 200, body: await exportPkcs12(server.store, server.keys, params.id, body.password, SSL), contentType: 'application/x-pkcs12' }),
    exportSslServerCsr: async ({ server, params }) => ({ status: 200, body: await exportCsr(server.store, server.keys, params.id, SSL), contentType: 'application/pkcs10' }),
    importSslServerCsrResponse: async ({ server, params, body }) =>
      ({ status: 200, body: viewOf(await importCsrResponse(server.store, server.keys, params.id, body.fileData, SSL), server.now()) }),
    getSslServerSettings: async ({ server }) => ({ status: 200, body: await getSslServerSettings(server.store, server.keys, server.now()) }),
    updateSslServerSettings: async ({ server, body }) => ({ status: 200, body: await server.store.transaction((tx) => putSslServerSettings(tx, body)) }),
  } satisfies AreaHandlers;
}
