/**
 * GET and PUT /serverSettings: one document in the store settings. Until it is first saved the
 * answer is a default whose base URL is the one the setup wizard suggests. Its secrets (the email
 * server password, the CAPTCHA secret key: the contract's, x-keeps-secrets) are kept as a settings
 * document's are (secret-fields.ts): encrypted in the secrets store, answered only encrypted.
 */
import { storagePath } from '../../store/storage-path';
import type { FastifyRequest } from 'fastify';
import type { components } from '../../../../generated/api-types.gen';
import type { SecretField } from '../../../shared/route-binding';
import { fieldError, validationFailed } from '../../core/api-error';
import type { Handler, ServerContext } from '../../kernel/handler-types';
import { storeSecrets, takeSecrets, withEncryptedSecrets } from '../../resources/secret-fields';
import { defaultBaseUrl } from '../../kernel/default-base-url';
import { isHttpUrl } from '../../../shared/http-url';
import { checkReferences } from '../../resources/reference-checks';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

export const SERVER_SETTINGS_KEY = storagePath('/serverSettings');
/** Where the document's version is kept; its parts (server-settings-parts.ts) are versioned as the document. */
export const SERVER_SETTINGS_SOURCE = { settings: SERVER_SETTINGS_KEY };
export const BASE_URL_MALFORMED = 'The base URL is malformed.';
/** The secrets' owner (its rows predate the settings documents' `settings:` owners). */
const SECRET_OWNER = SERVER_SETTINGS_KEY;

export type ServerSettings = components['schemas']['ServerSettings'];

/** The settings as answered: the one place the stored document becomes the contract's type (it was saved from a checked PUT). */
export async function readServerSettings(server: ServerContext, request: FastifyRequest, secrets: readonly SecretField[]): Promise<ServerSettings> {
  const stored = await server.store.getSettings(SERVER_SETTINGS_KEY);
  if (stored) return (await withEncryptedSecrets(server.store, server.keys, secrets, SECRET_OWNER, stored)) as ServerSettings;
  return { contactInfo: {}, federationInfo: { baseUrl: defaultBaseUrl(server, request) } };
}

export const getServerSettings: Handler<'getServerSettings'> = async ({ server, request, binding }) => ({
  status: 200,
  ...(await versionedRead(server.store, SERVER_SETTINGS_SOURCE, () => readServerSettings(server, request, binding.secrets ?? []))),
});

/** The notification publishers the settings' notifications name: each must exist. */
export const NOTIFICATION_PUBLISHERS_NAMED = {
  references: [
    'licenseEvents.notificationPublisherRef.id',
    'certificateExpirations.notificationPublisherRef.id',
    'accountChangesNotificationPublisherRef.id',
    'metadataNotificationSettings.notificationPublisherRef.id',
    'threadPoolExhaustionNotificationSettings.notificationPublisherRef.id',
    'bulkheadAlertNotificationSettings.notificationPublisherRef.id',
  ].map((field) => ({ field: `notifications.${field}`, store: '/notificationPublishers' })),
};

/**
 * Checks and saves a whole settings document (`doc`, a checked PUT's body or a part put into the
 * stored one) with its secrets (`secretFields`: those of the whole ServerSettings schema).
 */
export async function saveServerSettings(server: ServerContext, body: ServerSettings, secretFields: readonly SecretField[]): Promise<void> {
  const doc = structuredClone(body);
  const baseUrl = doc.federationInfo?.baseUrl;
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw validationFailed([{ errorId: 'required_field_missing', fieldPath: 'federationInfo.baseUrl', message: 'The base URL is required.' }]);
  }
  if (!isHttpUrl(baseUrl.trim())) throw fieldError('federationInfo.baseUrl', BASE_URL_MALFORMED);
  doc.federationInfo = { ...doc.federationInfo, baseUrl: baseUrl.trim() };

  const secrets = await takeSecrets(server.store, server.keys, secretFields, doc);
  await server.store.transaction(async (tx) => {
    await checkReferences(tx, NOTIFICATION_PUBLISHERS_NAMED, doc);
    const secretsChanged = await storeSecrets(tx, server.keys, SECRET_OWNER, secrets);
    await tx.putSettings(SERVER_SETTINGS_KEY, doc);
    if (secretsChanged) await tx.renewSettingsVersion(SERVER_SETTINGS_KEY);
  });
}

export const updateServerSettings: Handler<'updateServerSettings'> = async ({ server, request, body, binding }) => {
  const secretFields = binding.secrets ?? [];
  const read = () => readServerSettings(server, request, secretFields);
  const saved = await guardedWrite(server.store, ifMatchOf(request), SERVER_SETTINGS_SOURCE, read, async () => {
    await saveServerSettings(server, body, secretFields);
    return read();
  });
  return { status: 200, ...saved };
};
