/**
 * A connection's credentials parts (PingFederate's /credentials/certs, /decryptionKeys and
 * /signingSettings of an SP or IdP connection): views of `credentials` of the stored connection,
 * not documents of their own. A read answers the part of the connection as its GET does (what the
 * connection's secrets and certificate views are included); a write changes that part of the
 * connection and saves it through the connection's own update, so its checks (references to key
 * pairs, the contract), history and replication are the connection's. A refusal names the field
 * as the part's body spells it. A part carries the connection's version (ETag); a part saved with
 * If-Match over a connection changed since is refused (412, `current` the part as read).
 */
import type { components } from '../../../../generated/api-types.gen';
import type { ResourceDefinition } from '../../../shared/route-binding';
import { ApiError, notFound } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { Caller, ServerContext } from '../../kernel/handler-types';
import { getCollectionItem, updateCollectionItem } from '../../resources/collection-resource';
import type { FastifyRequest } from 'fastify';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';
import type { JsonDocument } from '../../store/store';
import { IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE } from './connection-from-metadata';

type Schemas = components['schemas'];
type Credentials = Schemas['ConnectionCredentials'];

/** Where each part lives in `credentials` (part property → credentials property), for the answers and the refusals' paths. */
const DECRYPTION_KEYS = { primaryKeyRef: 'decryptionKeyPairRef', secondaryKeyPairRef: 'secondaryDecryptionKeyPairRef' } as const;

/** One side's connections collection (its page may be missing from a product built without it). */
function connectionsOf(definitions: Record<string, ResourceDefinition>, store: string): ResourceDefinition {
  const found = Object.values(definitions).find((d) => d.kind === 'collection' && d.store === store);
  if (!found) throw notFound('Connections are not configured by this server.');
  return found;
}

const credentialsOf = (connection: JsonDocument): Credentials => (connection.credentials ?? {}) as Credentials;

/** A refusal of the connection's save, its field paths as the part's body names them (`credentials.certs[1]…` → `items[1]…`). */
function asPartRefusal(error: unknown, rename: (path: string) => string): never {
  if (!(error instanceof ApiError) || !error.result.validationErrors?.length) throw error;
  const validationErrors = error.result.validationErrors.map((item) => (item.fieldPath ? { ...item, fieldPath: rename(item.fieldPath) } : item));
  throw new ApiError(error.statusCode, { ...error.result, validationErrors }, error.headers);
}

const certsPath = (path: string) => path.replace(/^credentials\.certs/, 'items');
const signingPath = (path: string) => path.replace(/^credentials\.signingSettings\./, '');
const keysPath = (path: string) => {
  for (const [part, property] of Object.entries(DECRYPTION_KEYS)) if (path.startsWith(`credentials.${property}`)) return path.replace(`credentials.${property}`, part);
  return path;
};

interface Side {
  definition: () => ResourceDefinition;
}

/** Reads the connection as its GET answers it, changes its credentials, and saves it as its PUT would. */
async function changeCredentials(side: Side, server: ServerContext, caller: Caller, id: string, change: (credentials: Credentials) => Credentials, rename: (path: string) => string): Promise<JsonDocument> {
  const connection = await getCollectionItem(server.store, side.definition(), id, server.keys);
  const changed = { ...connection, credentials: change(credentialsOf(connection)) };
  try {
    return await updateCollectionItem(server.store, side.definition(), id, changed, server.keys, caller);
  } catch (error) {
    return asPartRefusal(error, rename);
  }
}

const read = (side: Side, server: ServerContext, id: string) => getCollectionItem(server.store, side.definition(), id, server.keys).then(credentialsOf);

const connectionAt = (side: Side, id: string) => ({ namespace: side.definition().store, id });

/** A part's GET: the part (`view` of the credentials) and the connection's version. */
const partRead =
  <T>(side: Side, view: (credentials: Credentials, id: string) => T) =>
  async ({ server, params: { id } }: { server: ServerContext; params: { id: string } }) => ({
    status: 200 as const,
    ...(await versionedRead(server.store, connectionAt(side, id), async () => view(await read(side, server, id), id))),
  });

/** A part's PUT: the connection's credentials changed by `change(body)`, guarded by If-Match against the connection's version; answers the part saved. */
const partWrite =
  <B, T>(side: Side, change: (credentials: Credentials, body: B) => Credentials, view: (credentials: Credentials, id: string) => T, rename: (path: string) => string) =>
  async ({ server, caller, params: { id }, body, request }: { server: ServerContext; caller: Caller; params: { id: string }; body: B; request: FastifyRequest }) => {
    const current = async () => view(await read(side, server, id), id) as JsonDocument;
    const saved = await guardedWrite(server.store, ifMatchOf(request), connectionAt(side, id), current, async () => view(credentialsOf(await changeCredentials(side, server, caller, id, (c) => change(c, body), rename)), id));
    return { status: 200 as const, ...saved };
  };

const certsOf = (credentials: Credentials): Schemas['ConnectionCerts'] => ({ items: credentials.certs ?? [] });

function decryptionKeysOf(credentials: Credentials): Schemas['DecryptionKeys'] {
  return {
    ...(credentials.decryptionKeyPairRef ? { primaryKeyRef: credentials.decryptionKeyPairRef } : {}),
    ...(credentials.secondaryDecryptionKeyPairRef ? { secondaryKeyPairRef: credentials.secondaryDecryptionKeyPairRef } : {}),
  };
}

/** The decryption keys replace both of the connection's: one left out is removed, as a PUT of the part says. */
function withDecryptionKeys(credentials: Credentials, keys: Schemas['DecryptionKeys']): Credentials {
  const { decryptionKeyPairRef: _primary, secondaryDecryptionKeyPairRef: _secondary, ...rest } = credentials;
  return { ...rest, ...(keys.primaryKeyRef ? { decryptionKeyPairRef: keys.primaryKeyRef } : {}), ...(keys.secondaryKeyPairRef ? { secondaryDecryptionKeyPairRef: keys.secondaryKeyPairRef } : {}) };
}

const withCerts = (credentials: Credentials, body: Schemas['ConnectionCerts']): Credentials => ({ ...credentials, certs: body.items ?? [] });
const withSigningSettings = (credentials: Credentials, body: Schemas['SigningSettings']): Credentials => ({ ...credentials, signingSettings: body });

function signingSettingsOf(credentials: Credentials, id: string): Schemas['SigningSettings'] {
  if (!credentials.signingSettings) throw notFound(`Connection '${id}' has no signing settings.`);
  return credentials.signingSettings;
}

/** The credentials handlers of both sides, each side's operation ids as PingFederate names them. */
export function connectionCredentialsHandlers(definitions: Record<string, ResourceDefinition>) {
  const sp: Side = { definition: () => connectionsOf(definitions, SP_CONNECTIONS_STORE) };
  const idp: Side = { definition: () => connectionsOf(definitions, IDP_CONNECTIONS_STORE) };
  const addCert = (side: Side) => async ({ server, caller, params: { id }, body }: { server: ServerContext; caller: Caller; params: { id: string }; body: Schemas['ConnectionCert'] }) => {
    const saved = await changeCredentials(side, server, caller, id, (credentials) => ({ ...credentials, certs: [...(credentials.certs ?? []), body] }), certsPath);
    // The added certificate as saved (its certificate view computed), the last of the list.
    return { status: 201 as const, body: (credentialsOf(saved).certs ?? []).at(-1) as Schemas['ConnectionCert'] };
  };
  return {
    getSpConnectionCerts: partRead(sp, certsOf),
    getConnectionCerts: partRead(idp, certsOf),
    updateSpConnectionCerts: partWrite(sp, withCerts, certsOf, certsPath),
    updateConnectionCerts: partWrite(idp, withCerts, certsOf, certsPath),
    addSpConnectionCert: addCert(sp),
    addConnectionCert: addCert(idp),
    getDecryptionKeys: partRead(sp, decryptionKeysOf),
    getIdpConnectionsDecryptionKeys: partRead(idp, decryptionKeysOf),
    updateDecryptionKeys: partWrite(sp, withDecryptionKeys, decryptionKeysOf, keysPath),
    updateIdpConnectionsDecryptionKeys: partWrite(idp, withDecryptionKeys, decryptionKeysOf, keysPath),
    getSpSigningSettings: partRead(sp, signingSettingsOf),
    getIdpConnectionSigningSettings: partRead(idp, signingSettingsOf),
    updateSpSigningSettings: partWrite(sp, withSigningSettings, signingSettingsOf, signingPath),
    updateIdpConnectionSigningSettings: partWrite(idp, withSigningSettings, signingSettingsOf, signingPath),
  } satisfies AreaHandlers;
}
