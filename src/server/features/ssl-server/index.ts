/** The ssl-server area (the TLS key pairs: SSL server and SSL client): what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { SSL_SERVER_SETTINGS_KEY } from './ssl-server-settings';
import { sslClientKeyHandlers } from './ssl-client-key-handlers';
import { sslServerKeyHandlers } from './ssl-server-key-handlers';
export { sslServerKeyHandlers } from './ssl-server-key-handlers';
export { DEFAULT_SSL_SERVER_KEY_PAIR, SSL_SERVER_SETTINGS_KEY, ensureSslServerSettings, putSslServerSettings } from './ssl-server-settings';

export const sslServerArea: Area = {
  name: 'ssl-server',
  uses: [],
  handlers: () => ({ ...sslServerKeyHandlers(), ...sslClientKeyHandlers() }),
  replaces: {
    getSslServerKeyPairs: 'key pairs are answered as certificate views computed from the stored certificate',
    createSslServerKeyPair: 'the key pair is generated here (a real key and self-signed certificate), its private key encrypted',
    deleteSslServerKeyPair: 'a key pair the SSL server settings name is refused as in use',
    getSslServerSettings: 'the settings name key pairs of the SSL server collection and default to the one presented',
    updateSslServerSettings: 'each named key pair must exist in the SSL server collection',
    getSslClientKeyPairs: 'key pairs are answered as certificate views computed from the stored certificate',
    createSslClientKeyPair: 'the key pair is generated here (a real key and self-signed certificate), its private key encrypted',
    deleteSslClientKeyPair: 'a key pair a connection, data store or plugin names is refused as in use',
  },
  history: [{ namespace: SSL_SERVER_SETTINGS_KEY, label: 'SSL Server Certificates › Settings' }],
};
