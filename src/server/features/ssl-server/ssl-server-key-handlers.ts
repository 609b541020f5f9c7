/**
 * Handlers of every /keyPairs/sslServer operation: the TLS key pair operations over the SSL server
 * collection, plus the settings of which one is presented.
 */
import type { AreaHandlers } from '../../kernel/area';
import { SSL_SERVER_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';
import { keyPairKindHandlers } from './key-pair-kind-handlers';
import { ensureSslServerSettings, getSslServerSettings, putSslServerSettings, SSL_SERVER_SETTINGS_KEY, sslServerKeyPairUse } from './ssl-server-settings';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

const SSL_SETTINGS = { settings: SSL_SERVER_SETTINGS_KEY };

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
    getSslServerSettings: async ({ server }) => {
      // Made first (a new server's default key pair), so the version read is the made document's.
      await ensureSslServerSettings(server.store, server.keys, server.now());
      return { status: 200, ...(await versionedRead(server.store, SSL_SETTINGS, () => getSslServerSettings(server.store, server.keys, server.now()))) };
    },
    updateSslServerSettings: async ({ server, body, request }) => {
      const current = () => getSslServerSettings(server.store, server.keys, server.now());
      return { status: 200, ...(await guardedWrite(server.store, ifMatchOf(request), SSL_SETTINGS, current, () => server.store.transaction((tx) => putSslServerSettings(tx, body)))) };
    },
  } satisfies AreaHandlers;
}
