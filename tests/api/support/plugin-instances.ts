/** Reading plugin instances the way the API answers them: secret fields as encryptedValue, server additions apart. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { ConfigurationKeys } from '../../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../../src/server/services/keys/master-key';
import type { ApiClient, TestServer } from './test-server';

export type Json = Record<string, any>;

/** tests/fixtures/pingfederate/<kind>.json: named PingFederate payloads. */
export const pluginFixtures = (kind: string) => JSON.parse(readFileSync(new URL(`../../fixtures/pingfederate/${kind}.json`, import.meta.url), 'utf8')) as Record<string, Json>;

/** The descriptor of a type, as the server answers it. */
export async function descriptorOf(client: ApiClient, path: string, id: string): Promise<Json> {
  const answer = await client.api('GET', `${path}/descriptors/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The names of a type's secret fields and columns. */
export function secretNames(type: Json): Set<string> {
  const all = [...(type.configDescriptor.fields ?? []), ...(type.configDescriptor.tables ?? []).flatMap((t: Json) => t.columns ?? [])];
  return new Set(all.filter((f: Json) => f.type === 'HASHED_TEXT' || (f.type === 'TEXT' && f.encrypted)).map((f: Json) => f.name));
}

const valuesOf = (payload: Json): Json[] => [...(payload.configuration.fields ?? []), ...(payload.configuration.tables ?? []).flatMap((t: Json) => t.rows ?? []).flatMap((r: Json) => r.fields ?? [])];

/** The plaintext values of the secret fields of a payload. */
export const secretValues = (payload: Json, secrets: Set<string>): string[] => valuesOf(payload).filter((f) => secrets.has(f.name) && f.value).map((f) => f.value);

/** A payload as an answer has it: each secret as an encryptedValue, the type's core attributes left to the server (checked on their own). */
export function asAnswered(payload: Json, secrets: Set<string>): Json {
  const copy = structuredClone(payload);
  delete copy.attributeContract?.coreAttributes;
  for (const field of valuesOf(copy)) {
    if (secrets.has(field.name) && field.value) {
      field.encryptedValue = expect.any(String);
      delete field.value;
    }
  }
  return copy;
}

/** An answer without what the server adds on its own: the time of the change, the core attributes, the fields and tables left to their defaults. */
export function withoutServerAdditions(answer: Json, sent: Json): Json {
  const copy = structuredClone(answer);
  delete copy.lastModified;
  if (copy.attributeContract) {
    delete copy.attributeContract.coreAttributes;
    if (!sent.attributeContract) delete copy.attributeContract;
  }
  const sentNames = new Set((sent.configuration.fields ?? []).map((f: Json) => f.name));
  copy.configuration.fields = copy.configuration.fields.filter((f: Json) => sentNames.has(f.name));
  const sentTables = new Set((sent.configuration.tables ?? []).map((t: Json) => t.name));
  copy.configuration.tables = copy.configuration.tables.filter((t: Json) => sentTables.has(t.name) || t.rows.length > 0);
  if (!sent.configuration.fields && copy.configuration.fields.length === 0) delete copy.configuration.fields;
  if (!sent.configuration.tables && copy.configuration.tables.length === 0) delete copy.configuration.tables;
  return copy;
}

/** The plaintext of every stored secret of an instance, by path, read as another node would (store + master key). */
export async function storedSecrets(server: TestServer, owner: string): Promise<Map<string, string>> {
  const store = await server.openStore();
  try {
    const keys = new ConfigurationKeys(store, loadOrCreateMasterKey(server.dataDir));
    const found = new Map<string, string>();
    for (const secret of await store.listSecretsOf(owner)) found.set(secret.name, (await keys.getSecret(owner, secret.name)) as string);
    return found;
  } finally {
    await store.close();
  }
}
