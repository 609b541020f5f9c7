/**
 * Values built from the contract's schemas (generated/server-routes.gen.ts): the smallest valid
 * value of a schema, and the places inside a body where a fuzz case can break something.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { contractSchemas } from '../../../generated/server-routes.gen';
import type { JsonSchema } from '../../../src/shared/page-model';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const REF_PREFIX = 'contract#/components/schemas/';
// Tried in order: the last ones fit an API path and a presence tab id (8 characters at least).
const STRING_CANDIDATES = ['example', 'x', 'a1', 'https://example.com', 'admin@example.com', '2020-01-01T00:00:00Z', '1', '/example', 'example-id'];

export const contractAjv = new Ajv({ allErrors: true, strict: false });
addFormats(contractAjv);
contractAjv.addSchema(contractSchemas, 'contract');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a $ref names, followed until a schema without one. */
export function resolve(schema: JsonSchema): JsonSchema {
  let current = schema;
  while (typeof current.$ref === 'string') {
    const name = current.$ref.startsWith(REF_PREFIX) ? current.$ref.slice(REF_PREFIX.length) : '';
    const target = contractSchemas.components.schemas[name];
    if (!target) throw new Error(`unknown $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** A polymorphic schema (oneOf, a data store) as its first member, which bodies built here take. */
function concrete(raw: JsonSchema): JsonSchema {
  const schema = resolve(raw);
  return Array.isArray(schema.oneOf) && isObject(schema.oneOf[0]) ? concrete(schema.oneOf[0] as JsonSchema) : schema;
}

const propertiesOf = (schema: JsonSchema) => (isObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {});
const requiredOf = (schema: JsonSchema) => (Array.isArray(schema.required) ? (schema.required as string[]) : []);
export const isObjectSchema = (schema: JsonSchema) => schema.type === 'object' || isObject(schema.properties);

/** The smallest value the schema accepts: required properties only, empty arrays, first enum value. */
export function minimalValue(raw: JsonSchema): unknown {
  const schema = concrete(raw);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (isObjectSchema(schema)) {
    return Object.fromEntries(requiredOf(schema).map((name) => [name, minimalValue(propertiesOf(schema)[name] ?? {})]));
  }
  switch (schema.type) {
    case 'string': {
      const check = contractAjv.compile(schema);
      const value = STRING_CANDIDATES.find((candidate) => check(candidate));
      if (value === undefined) throw new Error(`no candidate string fits ${JSON.stringify(schema)}`);
      return value;
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => minimalValue(isObject(schema.items) ? (schema.items as JsonSchema) : {}));
    }
    default:
      return {};
  }
}

/** A place in a body: the keys (property names, array indexes) from the root, and its schema. */
export interface SchemaSite {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every property, array item and the root of a body schema, down to a depth (recursive schemas stop there). */
export function schemaSites(root: JsonSchema, maxDepth = 8): SchemaSite[] {
  const sites: SchemaSite[] = [];
  const walk = (raw: JsonSchema, path: (string | number)[]) => {
    const schema = concrete(raw);
    sites.push({ path, schema });
    if (path.length >= maxDepth) return;
    for (const [name, property] of Object.entries(propertiesOf(schema))) walk(property, [...path, name]);
    if (schema.type === 'array' && isObject(schema.items)) walk(schema.items as JsonSchema, [...path, 0]);
  };
  walk(root, []);
  return sites;
}

/**
 * A copy of `body` whose value at `path` is `value`, building the containers on the way from
 * the schema (minimal objects, one-item arrays) so everything but that value stays valid.
 */
export function withValueAt(body: unknown, rootSchema: JsonSchema, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const schema = resolve(rootSchema);
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const items = (isObject(schema.items) ? schema.items : {}) as JsonSchema;
    const list = Array.isArray(body) && body.length > 0 ? [...body] : [minimalValue(items)];
    list[0] = withValueAt(list[0], items, rest, value);
    return list;
  }
  const propertySchema = propertiesOf(schema)[key] ?? {};
  const current = isObject(body) ? { ...body } : (minimalValue(schema) as Record<string, unknown>);
  // The value's own place takes it as it is: no smallest value of its schema is made for it.
  current[key] = rest.length === 0 ? value : withValueAt(key in current ? current[key] : minimalValue(propertySchema), propertySchema, rest, value);
  return current;
}
