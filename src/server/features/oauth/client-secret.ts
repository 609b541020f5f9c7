/**
 * GET and PUT /oauth/clients/{id}/clientAuth/clientSecret: a client's secret alone. It answers
 * encrypted like the client does (the secrets of the generic collection, see secret-fields.ts);
 * a PUT replaces the secret with the one typed, or with the one its encryptedSecret holds (sent
 * back as GET answered it, which keeps it), and leaves the rest of the client as it is.
 */
import { storagePath } from '../../store/storage-path';
import type { ResourceDefinition } from '../../../shared/route-binding';
import { fieldError, notFound } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import { getCollectionItem } from '../../resources/collection-resource';
import { secretOwner } from '../../resources/secret-fields';
import type { JsonDocument } from '../../store/store';
import { asClientSecret } from './typed-answers';

export const OAUTH_CLIENTS_STORE = storagePath('/oauth/clients');
const SECRET_PATH = 'clientAuth.secret';

/** The client secret's part of a client as answered: its encrypted secret and secondary secrets. */
function secretPart(client: JsonDocument): JsonDocument {
  const auth = (client.clientAuth ?? {}) as JsonDocument;
  return {
    ...(auth.encryptedSecret !== undefined ? { encryptedSecret: auth.encryptedSecret } : {}),
    ...(auth.secondarySecrets !== undefined ? { secondarySecrets: auth.secondarySecrets } : {}),
  };
}

/** The OAuth clients' collection (its page may be missing from a product built without it). */
function clientsDefinition(definitions: Record<string, ResourceDefinition>): ResourceDefinition {
  const found = Object.values(definitions).find((d) => d.kind === 'collection' && d.store === OAUTH_CLIENTS_STORE);
  if (!found) throw notFound('OAuth clients are not configured by this server.');
  return found;
}

export function clientSecretHandlers(definitions: Record<string, ResourceDefinition>) {
  const definition = () => clientsDefinition(definitions);
  return {
    getOauthClientSecret: async ({ server, params }) => ({
      status: 200,
      body: asClientSecret(secretPart(await getCollectionItem(server.store, definition(), params.id, server.keys))),
    }),
    updateOauthClientSecret: async ({ server, params: { id }, body: { secret, encryptedSecret } }) => {
      const typed = typeof secret === 'string' && secret.trim() !== '' ? secret : undefined;
      // The encrypted secret as GET answered it, sent back: that secret (PingFederate's "reuse the existing secret").
      const sealed = typed === undefined && typeof encryptedSecret === 'string' && encryptedSecret !== '' ? encryptedSecret : undefined;
      if (typed === undefined && sealed === undefined) throw fieldError('secret', 'Client secret is required.', 'required_field_missing');
      await server.store.transaction(async (tx) => {
        if (!(await tx.getItem(OAUTH_CLIENTS_STORE, id))) throw notFound(`Client '${id}' was not found.`);
        const value = typed ?? (await server.keys.openEncryptedValue(sealed as string, tx));
        if (value === undefined) throw fieldError('encryptedSecret', 'The encrypted value was not made by this server; type the secret again.');
        if (value === (await server.keys.getSecret(secretOwner(OAUTH_CLIENTS_STORE, id), SECRET_PATH, tx))) return;
        await server.keys.putSecret(tx, secretOwner(OAUTH_CLIENTS_STORE, id), SECRET_PATH, value);
        // A new secret is a change of the client: its version changes though its document did not.
        await tx.renewItemVersion(OAUTH_CLIENTS_STORE, id);
      });
      return { status: 200, body: asClientSecret(secretPart(await getCollectionItem(server.store, definition(), id, server.keys))) };
    },
  } satisfies AreaHandlers;
}
