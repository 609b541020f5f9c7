/**
 * Handlers of every /keyPairs/sslClient operation: the key pairs this server presents as a TLS
 * client (a connection's back-channel client certificate, an LDAP data store's client TLS
 * certificate), the same TLS key pair operations over their own collection.
 */
import type { AreaHandlers } from '../../kernel/area';
import { collectionsNaming, pluginInstancesNaming, settingsNaming } from '../../resources/object-users';
import { SSL_CLIENT_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';
import type { StoreReader } from '../../store/store';
import { keyPairKindHandlers } from './key-pair-kind-handlers';

const STORE = SSL_CLIENT_KEY_PAIRS.store;

/** Why a client key pair may not be deleted: the objects, settings and plugin instances naming it. */
export async function sslClientKeyPairUse(reader: StoreReader, id: string): Promise<string | undefined> {
  const users = [...new Set([...(await collectionsNaming(reader, STORE, id)), ...(await settingsNaming(reader, STORE, id)), ...(await pluginInstancesNaming(reader, STORE, id))])];
  // "by A and B", "by A, B and C": the users as one English list.
  return users.length ? `This key pair is in use by ${new Intl.ListFormat('en', { type: 'conjunction' }).format(users)}; it cannot be deleted.` : undefined;
}

export function sslClientKeyHandlers(): AreaHandlers {
  const kind = keyPairKindHandlers({ collection: SSL_CLIENT_KEY_PAIRS, inUse: sslClientKeyPairUse });
  return {
    getSslClientKeyPairs: kind.list,
    createSslClientKeyPair: kind.generate,
    importSslClientKeyPair: kind.importFile,
    getSslClientKeyPair: kind.get,
    deleteSslClientKeyPair: kind.remove,
    exportSslClientCertificateFile: kind.certificate,
    exportSslClientPEMFile: kind.pem,
    exportSslClientPKCS12File: kind.pkcs12,
    exportSslClientCsr: kind.csr,
    importSslClientCsrResponse: kind.csrResponse,
  } satisfies AreaHandlers;
}
