/**
 * An object of a collection for the tests that walk every page (history coverage, contract
 * secrets): a demo object when the demo has one, else one made here from the contract, so a new
 * page whose schema files are all it has (no demo objects, no TypeScript) is covered all the same.
 */
import type { ResourceDefinition } from '../../../src/shared/route-binding';
import { minimalValue, resolve } from './contract-values';
import type { ApiClient } from './test-server';

type Json = Record<string, unknown>;

const itemsOf = (body: unknown): Json[] => (Array.isArray(body) ? body : ((body as { items?: Json[] } | undefined)?.items ?? []));

let made = 0;

/**
 * The contract's smallest valid object of the collection, with the fields the page requires, a
 * fresh name in its label and unique fields, and no key where the server makes one.
 */
export function sampleBody(definition: ResourceDefinition): Json {
  const schema = resolve({ $ref: `contract#/components/schemas/${definition.schema}` });
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const body = minimalValue(schema) as Json;
  for (const field of definition.required) {
    if (!field.includes('.') && body[field] === undefined && properties[field]) body[field] = minimalValue(properties[field]);
  }
  const name = `Sample ${process.pid}-${++made}`;
  const key = definition.key ?? 'id';
  for (const field of new Set([definition.label, ...(definition.unique ?? [])])) {
    if (field && field !== key && !field.includes('.') && properties[field]?.type === 'string') body[field] = name;
  }
  if (definition.generateId) delete body[key];
  else if (properties[key]?.type === 'string') body[key] = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return body;
}

/** The collection's objects as its list answers them; when it has none, after making one from the contract (sampleBody). */
export async function listedOrSample(client: ApiClient, definition: ResourceDefinition, listPath: string): Promise<Json[]> {
  const listed = itemsOf((await client.api('GET', listPath)).body);
  if (listed.length > 0) return listed;
  const created = await client.api('POST', listPath, sampleBody(definition));
  if (created.status !== 201) throw new Error(`${definition.pageId} has no demo object, and the contract's sample was refused: ${created.status} ${created.text.slice(0, 400)}`);
  return [created.body as Json];
}
