/**
 * GET /oauth/authorizationDetailProcessors (+ /{id}): plugin instances, read-only here. Secret
 * configuration fields live in the secrets store (encrypted with the current configuration key)
 * and are answered only as `encryptedValue` (the secret's compact JWE), never in clear.
 */
import { storagePath } from '../../store/storage-path';
import { notFound } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import type { JsonDocument, Store } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { asProcessor } from './typed-answers';

export const PROCESSORS_STORE = storagePath('/oauth/authorizationDetailProcessors');

export interface ProcessorField {
  name: string;
  value: string;
  /** Stored in the secrets store; answered as encryptedValue. */
  secret?: boolean;
}

export interface ProcessorInput {
  id: string;
  name: string;
  pluginDescriptorRef: { id: string };
  fields: ProcessorField[];
}

const secretOwner = (id: string) => `${PROCESSORS_STORE}/${id}`;

/** Stores a processor and its secret fields in one transaction (demo seed, tests). */
export async function putProcessor(store: Store, keys: ConfigurationKeys, input: ProcessorInput): Promise<void> {
  const doc: JsonDocument = {
    id: input.id,
    name: input.name,
    pluginDescriptorRef: { ...input.pluginDescriptorRef },
    configuration: {
      tables: [],
      // A secret field keeps its place in the list but not its value.
      fields: input.fields.map((f) => (f.secret ? { name: f.name } : { name: f.name, value: f.value })),
    },
    lastModified: new Date().toISOString(),
  };
  await store.transaction(async (tx) => {
    await tx.putItem(PROCESSORS_STORE, input.id, input.name, doc);
    await tx.deleteSecrets(secretOwner(input.id));
    for (const field of input.fields.filter((f) => f.secret)) {
      await keys.putSecret(tx, secretOwner(input.id), field.name, field.value);
    }
  });
}

async function present(store: Store, keys: ConfigurationKeys, doc: JsonDocument): Promise<JsonDocument> {
  const secrets = new Map((await store.listSecretsOf(secretOwner(String(doc.id)))).map((s) => [s.name, s]));
  const configuration = (doc.configuration ?? {}) as { tables?: unknown[]; fields?: JsonDocument[] };
  const fields = (configuration.fields ?? []).map((field) => {
    const secret = secrets.get(String(field.name));
    return secret ? { name: field.name, encryptedValue: keys.encryptedValue(secret) } : field;
  });
  return { ...doc, configuration: { ...configuration, fields } };
}

export const getAuthorizationDetailProcessors: Handler<'getAuthorizationDetailProcessors'> = async ({ server }) => {
  const page = await server.store.queryItems(PROCESSORS_STORE, {});
  const items = [];
  for (const item of page.items) items.push(asProcessor(await present(server.store, server.keys, item.doc)));
  return { status: 200, body: { items } };
};

export const getAuthorizationDetailProcessor: Handler<'getAuthorizationDetailProcessor'> = async ({ server, params: { id } }) => {
  const doc = await server.store.getItem(PROCESSORS_STORE, id);
  if (!doc) throw notFound(`Authorization detail processor '${id}' was not found.`);
  return { status: 200, body: asProcessor(await present(server.store, server.keys, doc)) };
};
