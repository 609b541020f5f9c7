/**
 * --demo: the server's default SSL key pair for the admin console, and one for the runtime's own
 * host name, made through the same code as the API.
 */
import type { JsonDocument, Store } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { generateKeyPairFromSettings } from '../../services/key-pairs/generate-key-pair';
import { SSL_SERVER_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';
import { DEFAULT_SSL_SERVER_KEY_PAIR, ensureSslServerSettings, putSslServerSettings } from '../ssl-server/index';

export const DEMO_RUNTIME_SSL_KEY_PAIR = 'sso-example-com';

export async function seedDemoSslServer(store: Store, keys: ConfigurationKeys): Promise<void> {
  const now = Date.now();
  await ensureSslServerSettings(store, keys, now);
  await generateKeyPairFromSettings(
    store,
    keys,
    { id: DEMO_RUNTIME_SSL_KEY_PAIR, commonName: 'sso.example.com', organization: 'Example Federation', country: 'US', validDays: 397, keyAlgorithm: 'EC', keySize: 256, subjectAlternativeNames: ['sso.example.com'] },
    now,
    SSL_SERVER_KEY_PAIRS,
  );
  await store.transaction((tx) =>
    putSslServerSettings(tx, { runtimeServerCertRef: { id: DEMO_RUNTIME_SSL_KEY_PAIR }, adminConsoleCertRef: { id: DEFAULT_SSL_SERVER_KEY_PAIR } } as JsonDocument),
  );
}
