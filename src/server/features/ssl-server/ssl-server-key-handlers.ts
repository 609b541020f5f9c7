/**
 * Handlers of every /keyPairs/sslServer operation: the TLS key pair operations over the SSL server
 * collection, plus the settings of which one is presented.
 */
import type { AreaHandlers } from '../../kernel/area';
import { SSL_SERVER_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';
import { keyPairKindHandlers } from './key-pair-kind-handlers';
import { ensureSslServerSettings, getSslServerSettings, putSslServerSettings, sslServerKeyPairUse } from './ssl-server-settings';

export function sslServerKeyHandlers(): AreaHandlers {
  const kind = keyPairKindHandlers({
    collection: SSL_SERVER_KEY_PAIRS,
    inUse: sslServerKeyPairUse,
    // The list shows the default key pair of a server that has not made it yet.
    beforeList: (server) => ensureSslServerSettings(server.store, server.keys, server.now()),
  });
  return {
    getSslServerKeyPairs: kind.list,
    createSslServerKeyPair: kind.generate,
    importSslServerKeyPair: kind.importFile,
    getSslServerKeyPair: kind.get,
    deleteSslServerKeyPair: kind.remove,
    exportSslServerCertificateFile: kind.certificate,
    exportSslServerPEMFile: kind.pem,
    exportSslServerPKCS12File: kind.pkcs12,
    exportSslServerCsr: kind.csr,
    importSslServerCsrResponse: kind.csrResponse,
    getSslServerSettings: async ({ server }) => ({ status: 200, body: await getSslServerSettings(server.store, server.keys, server.now()) }),
    updateSslServerSettings: async ({ server, body }) => ({ status: 200, body: await server.store.transaction((tx) => putSslServerSettings(tx, body)) }),
  } satisfies AreaHandlers;
}
