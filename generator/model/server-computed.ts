/**
 * What the server fills in on a stored object, read from the contract: a settings document's
 * `default`s (every property's, nested objects' too), and the properties marked
 * `x-server-computed` (a computation of src/shared/server-computations.ts). Refusals name the
 * contract file, the JSON pointer of the property, the reason and the fix.
 */
import type { JsonSchema } from '../../src/shared/page-model';
import type { SecretField } from '../../src/shared/route-binding';
import { isServerComputation, SERVER_COMPUTATIONS, type ComputedField } from '../../src/shared/server-computations';
import { fail, pointer } from '../errors';
import { nearFirst } from './fixes';
import { SCHEMA_REF_PREFIX } from './refs';

export const SERVER_COMPUTED = 'x-server-computed';

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One object property of a component schema, with its JSON pointer in the contract and its dotted path. */
interface PropertyAt {
  schema: JsonSchema;
  path: string;
  pointer: string;
}

/** The object properties below a component schema (through $refs and nested objects; not into lists), each once per path. */
function objectProperties(schemas: Record<string, JsonSchema>, schemaName: string): PropertyAt[] {
  const found: PropertyAt[] = [];
  const walk = (name: string, prefix: string, seen: string[]) => {
    const properties = (schemas[name]?.properties ?? {}) as Record<string, JsonSchema>;
    for (const [key, property] of Object.entries(properties)) {
      const path = `${prefix}${key}`;
      found.push({ schema: property, path, pointer: pointer('components', 'schemas', name, 'properties', key) });
      const ref = typeof property.$ref === 'string' && property.$ref.startsWith(SCHEMA_REF_PREFIX) ? property.$ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
      if (ref && !seen.includes(ref)) walk(ref, `${path}.`, [...seen, ref]);
    }
  };
  walk(schemaName, '', [schemaName]);
  return found;
}

/** A settings document's contract defaults by dotted path (PingFederate fills them when a PUT leaves them out). */
export function documentDefaults(schemas: Record<string, JsonSchema>, schemaName: string): Record<string, unknown> {
  return Object.fromEntries(objectProperties(schemas, schemaName).filter((p) => 'default' in p.schema).map((p) => [p.path, p.schema.default]));
}

const NAMES = Object.keys(SERVER_COMPUTATIONS).join(', ');

/**
 * The properties of `schemaName` the server computes: `x-server-computed: <name>` or
 * `{ name, from: <secret property> }` on a readOnly property, the name one of the registry's.
 */
export function computedFields(schemas: Record<string, JsonSchema>, schemaName: string, secrets: readonly SecretField[], contractFile: string): ComputedField[] {
  const fields: ComputedField[] = [];
  for (const { schema, path, pointer: at } of objectProperties(schemas, schemaName)) {
    const raw = schema[SERVER_COMPUTED];
    if (raw === undefined) continue;
    const where = `${at}/${SERVER_COMPUTED}`;
    const name = isObject(raw) ? raw.name : raw;
    const from = isObject(raw) ? raw.from : undefined;
    if (!isServerComputation(name)) {
      fail(
        contractFile,
        where,
        `"${String(name)}" is not a server computation (known: ${NAMES})`,
        nearFirst(String(name), Object.keys(SERVER_COMPUTATIONS), 'Use one of them, or add it to src/shared/server-computations.ts with its function in src/server/resources/server-computations.ts.'),
      );
    }
    if (name === 'generatedSecret') fail(contractFile, where, 'generatedSecret makes a secret only for a page action', `Remove ${SERVER_COMPUTED}, and give the secret property to the action's rotates instead.`);
    if (schema.readOnly !== true) fail(contractFile, where, `"${path}" is computed by the server, so clients may not set it`, 'Add `readOnly: true` to the property.');
    const reads = SERVER_COMPUTATIONS[name].from;
    if (reads === true || (reads === 'optional' && from !== undefined)) {
      const secretPath = path.includes('.') ? `${path.slice(0, path.lastIndexOf('.') + 1)}${String(from)}` : String(from);
      if (typeof from !== 'string' || !secrets.some((s) => s.path === secretPath)) {
        const siblings = secrets.filter((s) => s.path.slice(0, s.path.lastIndexOf('.') + 1) === path.slice(0, path.lastIndexOf('.') + 1)).map((s) => s.path.slice(s.path.lastIndexOf('.') + 1));
        fail(
          contractFile,
          where,
          `${name} needs from: the name of a sibling secret (writeOnly with x-encrypted-as)${from === undefined ? '' : `, and "${String(from)}" is not one`}`,
          `Write \`{ name: ${name}, from: <secret property> }\`${siblings.length > 0 ? ` (the secrets beside it: ${siblings.join(', ')})` : ', after declaring the secret beside it'}.`,
        );
      }
      fields.push({ path, computation: name, from: secretPath });
    } else if (reads === 'optional') {
      fields.push({ path, computation: name });
    } else {
      if (from !== undefined) fail(contractFile, `${where}/from`, `${name} reads no secret`, `Remove from: write \`${SERVER_COMPUTED}: ${name}\`.`);
      fields.push({ path, computation: name });
    }
  }
  return fields;
}
