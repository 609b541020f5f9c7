/**
 * The operations PingFederate 12.1's own OpenAPI document and our contract both have, each with
 * what Ping's document says of it: its request body schema and its success answers. Contract
 * tests are generated from this list (reference-operations.test.ts), not written by hand.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { REFERENCE_SPEC } from '../../api/support/reference-schemas';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
type Json = Record<string, any>;

export interface ReferenceOperation {
  method: Method;
  /** Our path, as our contract spells it (`/oauth/clients/{id}`). */
  path: string;
  operationId: string;
  /** The success statuses Ping's document lists, with the schema of each answer's JSON body (undefined: none). */
  answers: Map<number, Json | undefined>;
  /** Ping's request body schema, when the operation takes one. */
  body?: Json;
  /** The refusals Ping's document lists, with its words for each (403: "not deployed in clustered mode"). */
  refusals: Map<number, string>;
}

const METHODS: Method[] = ['GET', 'PUT', 'POST', 'DELETE'];
const OUR_CONTRACT = 'openapi/admin-api.yaml';
/** `/a/{id}/b/{name}` → `/a/{}/b/{}`: the two documents may name their parameters differently. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The schema of a JSON body: Ping's document says application/json, or "any type" for some bodies (a PingOne connection's). */
const jsonSchema = (content: Json | undefined): Json | undefined => (content?.['application/json'] ?? content?.['*/*'])?.schema;

/** Every operation of both documents, in our contract's order. */
export function referenceOperations(): ReferenceOperation[] {
  const reference = parse(readFileSync(REFERENCE_SPEC, 'utf8')) as { paths: Record<string, Json> };
  const ours = parse(readFileSync(OUR_CONTRACT, 'utf8')) as { paths: Record<string, Json> };
  const byShape = new Map(Object.entries(reference.paths).map(([path, item]) => [shape(path), item]));
  const operations: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(ours.paths)) {
    const theirs = byShape.get(shape(path));
    if (!theirs) continue;
    for (const method of METHODS) {
      const operation = theirs[method.toLowerCase()] as Json | undefined;
      if (!operation || !item[method.toLowerCase()]) continue;
      const answers = new Map<number, Json | undefined>();
      const refusals = new Map<number, string>();
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        if (/^2\d\d$/.test(status)) answers.set(Number(status), jsonSchema(response.content));
        else refusals.set(Number(status), String(response.description ?? ''));
      }
      operations.push({ method, path, operationId: String(item[method.toLowerCase()].operationId), answers, refusals, body: jsonSchema(operation.requestBody?.content) });
    }
  }
  return operations;
}

let ajv: Ajv | undefined;

/**
 * Ping's polymorphic schemas are a oneOf whose members only the discriminator tells apart (a DONE
 * and a CONTINUE policy action have the same shape): each becomes "the member the discriminator's
 * mapping names", which is what PingFederate's binding does with them.
 */
function withDiscriminatorsResolved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDiscriminatorsResolved);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDiscriminatorsResolved(inner)])) as Json;
  const mapping = schema.discriminator?.mapping as Record<string, string> | undefined;
  if (!Array.isArray(schema.oneOf) || !mapping) return schema;
  const property = String(schema.discriminator.propertyName);
  const { oneOf: _members, discriminator: _discriminator, ...rest } = schema;
  return {
    ...rest,
    type: 'object',
    required: [property],
    properties: { [property]: { enum: Object.keys(mapping) } },
    allOf: Object.entries(mapping).map(([name, member]) => ({ if: { properties: { [property]: { const: name } } }, then: { $ref: member } })),
  };
}

/** A validator of a schema of Ping's document (its `#/components/...` references resolved there). */
export function referenceSchemaValidator(schema: Json): ValidateFunction {
  if (!ajv) {
    const reference = parse(readFileSync(REFERENCE_SPEC, 'utf8')) as { components: Json };
    ajv = new Ajv({ allErrors: true, strict: false });
    const components = JSON.parse(JSON.stringify(withDiscriminatorsResolved(reference.components)).replaceAll('"#/components/', '"reference#/components/')) as Json;
    ajv.addSchema({ $id: 'reference', components }, 'reference');
  }
  return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"reference#/components/')));
}

/** ajv's errors, short, for a failure message. */
export const errorsText = (validate: ValidateFunction) => (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`).join('; ');

let components: Json | undefined;
const READ_ONLY_WORDS = /read[- ]only|ignored on (PUT|POST)/i;

/**
 * The properties Ping's schema (a `$ref` to a component, its allOf and oneOf parts too) marks readOnly, or
 * whose description says so ("This field is read only", "ignored on PUT and POST requests"): the
 * server's to fill.
 */
export function readOnlyProperties(schema: Json | undefined): Set<string> {
  components ??= (parse(readFileSync(REFERENCE_SPEC, 'utf8')) as { components: Json }).components;
  const names = new Set<string>();
  const visit = (part: Json | undefined, depth: number) => {
    if (!part || depth > 5) return;
    if (typeof part.$ref === 'string') return visit(components!.schemas[part.$ref.split('/').at(-1) as string], depth + 1);
    for (const [name, property] of Object.entries((part.properties ?? {}) as Record<string, Json>)) if (property.readOnly === true || READ_ONLY_WORDS.test(String(property.description ?? ''))) names.add(name);
    // A polymorphic schema's members each (a data store of any type has its lastModified).
    for (const inner of [...(part.allOf ?? []), ...(part.oneOf ?? [])] as Json[]) visit(inner, depth + 1);
  };
  visit(schema, 0);
  return names;
}
