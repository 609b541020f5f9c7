/**
 * GET and PUT /serverSettings: one document in the store settings. Until it is first saved the
 * answer is a default whose base URL is the one the setup wizard suggests. Secret fields (the
 * email server password, the CAPTCHA secret key) go to the secrets store, encrypted, and are
 * answered only in their encrypted form.
 */
import type { FastifyRequest } from 'fastify';
import { fieldError, validationFailed } from '../../http/api-error';
import type { Handler, ServerContext } from '../../http/handler-types';
import type { JsonDocument, StoreWriter } from '../../store/store';
import { defaultBaseUrl } from '../setup/default-base-url';
import { isHttpUrl } from '../../../shared/http-url';
import { checkReferences } from '../../resources/reference-checks';

export const SERVER_SETTINGS_KEY = 'serverSettings';
export const BASE_URL_MALFORMED = 'The base URL is malformed.';
const SECRET_OWNER = SERVER_SETTINGS_KEY;

/** A secret inside a section of the document: its clear field and its encrypted field. */
const SECRETS = [
  { section: 'emailServer', clear: 'password', encrypted: 'encryptedPassword' },
  { section: 'captchaSettings', clear: 'secretKey', encrypted: 'encryptedSecretKey' },
];
const secretName = (s: (typeof SECRETS)[number]) => `${s.section}.${s.clear}`;

const isRecord = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);


async function withEncryptedSecrets(server: ServerContext, doc: JsonDocument): Promise<JsonDocument> {
  const answer: JsonDocument = structuredClone(doc);
  for (const s of SECRETS) {
    const secret = await server.store.getSecret(SECRET_OWNER, secretName(s));
    if (secret && isRecord(answer[s.section])) (answer[s.section] as JsonDocument)[s.encrypted] = server.keys.encryptedValue(secret);
  }
  return answer;
}

async function readServerSettings(server: ServerContext, request: FastifyRequest): Promise<JsonDocument> {
  const stored = await server.store.getSettings(SERVER_SETTINGS_KEY);
  if (stored) return withEncryptedSecrets(server, stored);
  return { contactInfo: {}, federationInfo: { baseUrl: defaultBaseUrl(server, request) } };
}

export const getServerSettings: Handler = async ({ server, request }) => ({
  status: 200,
  body: await readServerSettings(server, request),
});

/** Keeps, replaces or drops each secret as the PUT says; the stored document holds none. */
async function storeSecrets(server: ServerContext, tx: StoreWriter, doc: JsonDocument): Promise<void> {
  for (const s of SECRETS) {
    const section = doc[s.section];
    if (!isRecord(section)) {
      await tx.deleteSecrets(SECRET_OWNER, secretName(s));
      continue;
    }
    const clear = section[s.clear];
    const encrypted = section[s.encrypted];
    delete section[s.clear];
    delete section[s.encrypted];
    if (typeof clear === 'string' && clear !== '') {
      await server.keys.putSecret(tx, SECRET_OWNER, secretName(s), clear);
    } else {
      const current = await tx.getSecret(SECRET_OWNER, secretName(s));
      // Passing back the encrypted value unchanged keeps the secret; anything else removes it.
      if (!current || encrypted !== server.keys.encryptedValue(current)) await tx.deleteSecrets(SECRET_OWNER, secretName(s));
    }
  }
}

/** The notification publishers the settings' notifications name: each must exist. */
const NOTIFICATION_PUBLISHERS_NAMED = {
  references: [
    'licenseEvents.notificationPublisherRef.id',
    'certificateExpirations.notificationPublisherRef.id',
    'accountChangesNotificationPublisherRef.id',
    'metadataNotificationSettings.notificationPublisherRef.id',
    'threadPoolExhaustionNotificationSettings.notificationPublisherRef.id',
    'bulkheadAlertNotificationSettings.notificationPublisherRef.id',
  ].map((field) => ({ field: `notifications.${field}`, store: '/notificationPublishers' })),
};

export const updateServerSettings: Handler = async ({ server, request, body }) => {
  const doc = structuredClone((body ?? {}) as JsonDocument);
  const federationInfo = isRecord(doc.federationInfo) ? doc.federationInfo : undefined;
  const baseUrl = federationInfo?.baseUrl;
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw validationFailed([{ errorId: 'required_field_missing', fieldPath: 'federationInfo.baseUrl', message: 'The base URL is required.' }]);
  }
  if (!isHttpUrl(baseUrl.trim())) throw fieldError('federationInfo.baseUrl', BASE_URL_MALFORMED);
  federationInfo!.baseUrl = baseUrl.trim();

  await server.store.transaction(async (tx) => {
    await checkReferences(tx, NOTIFICATION_PUBLISHERS_NAMED, doc);
    await storeSecrets(server, tx, doc);
    await tx.putSettings(SERVER_SETTINGS_KEY, doc);
  });
  return { status: 200, body: await readServerSettings(server, request) };
};
