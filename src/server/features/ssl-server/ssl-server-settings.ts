/**
 * /keyPairs/sslServer/settings: which SSL server key pair the runtime and the admin console
 * present. A server always has one, as PingFederate has from installation: the first read of a
 * server without any generates the default (CN=localhost, EC P-256) and chooses it for both.
 */
import type { components } from '../../../../generated/api-types.gen';
import { storagePath } from '../../store/storage-path';
import type { JsonDocument, Store, StoreReader, StoreWriter } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { FieldErrors } from '../../services/key-pairs/field-errors';
import { generateKeyPairFromSettings } from '../../services/key-pairs/generate-key-pair';
import { findKeyPair, SSL_SERVER_KEY_PAIRS } from '../../services/key-pairs/key-pair-store';

export const SSL_SERVER_SETTINGS_KEY = storagePath('/keyPairs/sslServer/settings');
export const DEFAULT_SSL_SERVER_KEY_PAIR = 'default-ssl-server';

/** What is stored: the chosen key pairs (a type alias, so that it is a JsonDocument). */
type Chosen = {
  runtimeServerCertRef: { id: string };
  adminConsoleCertRef: { id: string };
};

type SslServerSettings = components['schemas']['SslServerSettings'];

const answer = (chosen: Chosen): SslServerSettings => ({
  runtimeServerCertRef: { id: chosen.runtimeServerCertRef.id },
  adminConsoleCertRef: { id: chosen.adminConsoleCertRef.id },
  activeRuntimeServerCerts: [{ id: chosen.runtimeServerCertRef.id }],
  activeAdminConsoleCerts: [{ id: chosen.adminConsoleCertRef.id }],
});

const storedChoice = async (reader: StoreReader) => (await reader.getSettings(SSL_SERVER_SETTINGS_KEY)) as Chosen | undefined;

/** The chosen key pairs, after making the default when the server has none. */
export async function ensureSslServerSettings(store: Store, keys: ConfigurationKeys, now: number): Promise<Chosen> {
  const chosen = await storedChoice(store);
  if (chosen) return chosen;
  if (!(await findKeyPair(store, DEFAULT_SSL_SERVER_KEY_PAIR, SSL_SERVER_KEY_PAIRS))) {
    await generateKeyPairFromSettings(
      store,
      keys,
      { id: DEFAULT_SSL_SERVER_KEY_PAIR, commonName: 'localhost', organization: 'Federation Console', country: 'US', validDays: 3650, keyAlgorithm: 'EC', keySize: 256, subjectAlternativeNames: ['localhost', '127.0.0.1'] },
      now,
      SSL_SERVER_KEY_PAIRS,
    ).catch(async (error) => {
      // Another request (or node) made it meanwhile.
      if (!(await findKeyPair(store, DEFAULT_SSL_SERVER_KEY_PAIR, SSL_SERVER_KEY_PAIRS))) throw error;
    });
  }
  return store.transaction(async (tx) => {
    const again = await storedChoice(tx);
    if (again) return again;
    const made: Chosen = { runtimeServerCertRef: { id: DEFAULT_SSL_SERVER_KEY_PAIR }, adminConsoleCertRef: { id: DEFAULT_SSL_SERVER_KEY_PAIR } };
    await tx.putSettings(SSL_SERVER_SETTINGS_KEY, made);
    return made;
  });
}

export async function getSslServerSettings(store: Store, keys: ConfigurationKeys, now: number): Promise<SslServerSettings> {
  return answer(await ensureSslServerSettings(store, keys, now));
}

/** A reference's id; '' when it has none. */
const refIdOf = (ref: unknown): string => (typeof ref === 'object' && ref !== null && 'id' in ref && ref.id !== undefined ? String(ref.id) : '');

/**
 * Saves the choice (the active lists follow from it); each reference must name an SSL server key pair.
 * A JsonDocument too: the demo data saves its choice as one.
 */
export async function putSslServerSettings(tx: StoreWriter, body: SslServerSettings | JsonDocument): Promise<SslServerSettings> {
  const errors = new FieldErrors();
  const chosen = {} as Chosen;
  for (const property of ['runtimeServerCertRef', 'adminConsoleCertRef'] as const) {
    const id = refIdOf(body[property]);
    if (!(await findKeyPair(tx, id, SSL_SERVER_KEY_PAIRS))) errors.add(`${property}.id`, `'${id}' is not an SSL server key pair.`);
    chosen[property] = { id };
  }
  errors.throwIfAny();
  await tx.putSettings(SSL_SERVER_SETTINGS_KEY, chosen);
  return answer(chosen);
}

/** Why a key pair may not be deleted: it is the one the runtime or the admin console presents. */
export async function sslServerKeyPairUse(reader: StoreReader, id: string): Promise<string | undefined> {
  const chosen = await storedChoice(reader);
  if (chosen?.runtimeServerCertRef.id === id) return "This key pair is the runtime server's SSL certificate and cannot be deleted.";
  if (chosen?.adminConsoleCertRef.id === id) return "This key pair is the admin console's SSL certificate and cannot be deleted.";
  return undefined;
}
