/**
 * GET and POST /pingOneConnections. The credential is checked offline, its content fills the
 * read-only fields, and the token itself is kept only in the secrets store, encrypted with the
 * current configuration key: answers carry it as encryptedCredential (a compact JWE), never in clear.
 */
import { storagePath } from '../../store/storage-path';
import { versionedRead } from '../../kernel/versioned-writes';
import { randomUUID } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { generateId, ID_PATTERN, ID_PATTERN_MESSAGE } from '../../../shared/ids';
import { ApiError, apiResult, fieldError, notFound, validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { Handler, ServerContext } from '../../kernel/handler-types';
import type { JsonDocument, StoreReader, StoreWriter } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { CredentialError, INVALID_CREDENTIAL_MESSAGE, readCredential, type PingOneCredentialInfo } from './credential-token';
import { pingOneEndpoints } from './pingone-endpoints';
import { listAnswer, listRequest } from '../../resources/collection-resource';

/** Shared with the uiSettings PingOne admin link, which reads region and environmentId. */
export const PINGONE_CONNECTIONS = storagePath('/pingOneConnections');
export const CREDENTIAL_SECRET = 'credential';
export const secretOwner = (id: string) => `${PINGONE_CONNECTIONS}/${id}`;

/** The stored connection, or 404. */
export async function loadConnection(reader: StoreReader, id: string): Promise<JsonDocument> {
  const doc = await reader.getItem(PINGONE_CONNECTIONS, id);
  if (!doc) throw notFound(`PingOne connection '${id}' was not found.`);
  return doc;
}

/** The connection's credential token in clear, for calls to PingOne only. */
export const storedCredential = (server: ServerContext, id: string) => server.keys.getSecret(secretOwner(id), CREDENTIAL_SECRET);

export const duplicateName = (name: string) => fieldError('name', `Name '${name}' is already in use.`, 'duplicate_value');

/** The credential's content; 422 on the credential field when it is missing or not genuine. */
export function checkCredential(server: ServerContext, credential: unknown): PingOneCredentialInfo {
  if (typeof credential !== 'string' || credential.trim() === '') {
    throw fieldError('credential', 'The credential is required.', 'required_field_missing');
  }
  try {
    return readCredential(credential, server.trust.pingOneCredentials);
  } catch (error) {
    if (error instanceof CredentialError) {
      const item = { errorId: 'invalid_field', fieldPath: 'credential', message: INVALID_CREDENTIAL_MESSAGE };
      throw new ApiError(422, apiResult('validation_error', INVALID_CREDENTIAL_MESSAGE, [item]));
    }
    throw error;
  }
}

type PingOneConnection = components['schemas']['PingOneConnection'];

/** A page of connections as present() answers them (listAnswer answers a page of any items). */
const asConnectionPage = (page: { items: unknown[]; totalItems?: number }) => page as components['schemas']['PingOneConnections'];

/**
 * The connection as answered, with its credential encrypted: the one place a stored connection
 * becomes the contract's type (what is stored was built by newConnection or the update from a checked body).
 */
export async function present(server: ServerContext, doc: JsonDocument): Promise<PingOneConnection> {
  const secret = await server.store.getSecret(secretOwner(String(doc.id)), CREDENTIAL_SECRET);
  return { ...doc, ...(secret && { encryptedCredential: server.keys.encryptedValue(secret) }) } as PingOneConnection;
}

/** The connections by name, a page at a time when asked (page, numberPerPage, filter on the name, sortOrder). */
export const getPingOneConnections: Handler<'getPingOneConnections'> = async ({ server, query }) => {
  const request = listRequest(query);
  const { items, totalItems } = await server.store.queryItems(PINGONE_CONNECTIONS, request);
  const answered = [];
  for (const item of items) answered.push(await present(server, item.doc));
  return { status: 200, body: asConnectionPage(listAnswer(request, answered, totalItems)) };
};

export const getPingOneConnection: Handler<'getPingOneConnection'> = async ({ server, params }) => ({
  status: 200,
  ...(await versionedRead(server.store, { namespace: PINGONE_CONNECTIONS, id: params.id }, async () => present(server, await loadConnection(server.store, params.id)))),
});

export const createPingOneConnection: Handler<'createPingOneConnection'> = async ({ server, body: input }) => {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const id = typeof input.id === 'string' && input.id.trim() !== '' ? input.id.trim() : generateId();
  const errors: ValidationErrorItem[] = [];
  if (name === '') errors.push({ errorId: 'required_field_missing', fieldPath: 'name', message: 'Name is required.' });
  if (!ID_PATTERN.test(id)) errors.push({ errorId: 'invalid_field', fieldPath: 'id', message: ID_PATTERN_MESSAGE });
  if (errors.length > 0) throw validationFailed(errors);
  const credential = input.credential ?? (await sentBackCredential(server, input.encryptedCredential)) ?? '';
  const info = checkCredential(server, credential === '' ? undefined : credential);

  const doc = newConnection({ id, name, description: input.description, active: input.active !== false }, info);
  await server.store.transaction(async (tx) => {
    if (await tx.getItem(PINGONE_CONNECTIONS, id)) throw fieldError('id', `ID '${id}' is already in use.`, 'duplicate_value');
    if ((await tx.findItemsByName(PINGONE_CONNECTIONS, name)).length > 0) throw duplicateName(name);
    await storeConnection(tx, server.keys, doc, credential.trim());
  });
  return { status: 201, body: await present(server, doc) };
};

/**
 * A connection read from this server (or a node of its cluster) and created again from what
 * was read carries its credential as the encryptedCredential it was answered with, as PingFederate
 * takes it back. One this server cannot open is refused on the field.
 */
export async function sentBackCredential(server: ServerContext, encryptedCredential: unknown): Promise<string | undefined> {
  if (typeof encryptedCredential !== 'string' || encryptedCredential === '') return undefined;
  const opened = await server.keys.openEncryptedValue(encryptedCredential).catch(() => undefined);
  if (opened === undefined) throw fieldError('encryptedCredential', 'The encrypted credential was not made by this server; paste the credential again.');
  return opened;
}

/** A new connection's document: what the caller chose, what the credential names, and the system-assigned fields. */
export function newConnection(
  chosen: { id: string; name: string; description?: unknown; active: boolean },
  info: PingOneCredentialInfo,
): JsonDocument {
  return {
    id: chosen.id,
    name: chosen.name,
    ...(typeof chosen.description === 'string' && { description: chosen.description }),
    active: chosen.active,
    ...info,
    pingOneConnectionId: randomUUID(),
    creationDate: new Date().toISOString(),
    ...pingOneEndpoints(info.region),
  };
}

/** Writes the connection and its credential (encrypted with the current configuration key). */
export async function storeConnection(tx: StoreWriter, keys: ConfigurationKeys, doc: JsonDocument, credential: string): Promise<void> {
  await tx.putItem(PINGONE_CONNECTIONS, String(doc.id), String(doc.name), doc);
  await keys.putSecret(tx, secretOwner(String(doc.id)), CREDENTIAL_SECRET, credential);
}
