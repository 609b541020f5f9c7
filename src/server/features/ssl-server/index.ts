/** The ssl-server area: what other parts of the server may use of it. */
export { sslServerKeyHandlers } from './ssl-server-key-handlers';
export { DEFAULT_SSL_SERVER_KEY_PAIR, SSL_SERVER_SETTINGS_KEY, ensureSslServerSettings, putSslServerSettings } from './ssl-server-settings';
