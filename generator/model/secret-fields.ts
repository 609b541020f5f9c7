import type { JsonSchema } from '../../src/shared/page-model';
import type { SecretField } from '../../src/shared/route-binding';
import { fail } from '../errors';
import { SCHEMA_REF_PREFIX } from './refs';

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Walk {
  schemas: Record<string, JsonSchema>;
  file: string;
  at: string;
  /** A write-only property without x-encrypted-as fails (a stored object's); else it is an input only (a password change), not a secret. */
  strict: boolean;
}

/** The schema a component $ref names, followed through refs, with the name of the last one. */
function resolved(walk: Walk, raw: JsonSchema): { schema: JsonSchema; name?: string } {
  let schema = raw;
  let name: string | undefined;
  for (let depth = 0; typeof schema.$ref === 'string'; depth++) {
    const ref = schema.$ref;
    name = ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
    if (!name || !walk.schemas[name] || depth > 20) {
      fail(walk.file, walk.at, `unresolvable schema $ref "${ref}"`, name && depth <= 20 ? `Declare "${name}" in components.schemas, or point the $ref at a schema there.` : `Write \`$ref: "${SCHEMA_REF_PREFIX}<Name>"\` naming a component schema that is not a $ref loop.`);
    }
    schema = walk.schemas[name];
  }
  return { schema, name };
}

const isSecret = (property: JsonSchema) => property.writeOnly === true && typeof property['x-encrypted-as'] === 'string';

/** Whether a secret (writeOnly + x-encrypted-as) sits anywhere below `raw`. */
function holdsSecret(walk: Walk, raw: unknown, seen = new Set<string>()): boolean {
  if (Array.isArray(raw)) return raw.some((item) => holdsSecret(walk, item, seen));
  if (!isObject(raw)) return false;
  if (isSecret(raw)) return true;
  if (typeof raw.$ref === 'string') {
    const { schema, name } = resolved(walk, raw);
    if (name && seen.has(name)) return false;
    if (name) seen.add(name);
    return holdsSecret(walk, schema, seen);
  }
  return Object.values(raw).some((value) => holdsSecret(walk, value, seen));
}

/** Secrets the resources cannot reach are refused: the page would store and answer them in clear. */
function refuseBelow(walk: Walk, raw: unknown, path: string, why: string): void {
  if (holdsSecret(walk, raw)) {
    fail(
      walk.file,
      walk.at,
      `a secret below "${path || '(root)'}" sits ${why}, where the secrets store cannot name it; the server would store and answer it in clear`,
      'Move the secret (writeOnly with x-encrypted-as) to a named property of an object, or a list of objects (`secrets[].value`).',
    );
  }
}

function objectSecrets(walk: Walk, raw: JsonSchema, prefix: string, stack: string[]): SecretField[] {
  const { schema, name } = resolved(walk, raw);
  if (name && stack.includes(name)) {
    refuseBelow(walk, schema, prefix.replace(/\.$/, ''), `in the recursive schema "${name}"`);
    return [];
  }
  const inner = name ? [...stack, name] : stack;
  const found: SecretField[] = [];
  // A polymorphic object (a data store) has the properties of each of its types.
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const members = schema[keyword];
    if (Array.isArray(members)) for (const member of members) if (isObject(member)) found.push(...objectSecrets(walk, member, prefix, inner));
  }
  if (isObject(schema.additionalProperties)) refuseBelow(walk, schema.additionalProperties, `${prefix}*`, 'in a map (additionalProperties)');
  const properties = isObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  for (const [property, value] of Object.entries(properties)) {
    const path = `${prefix}${property}`;
    if (value.writeOnly === true) {
      const sibling = value['x-encrypted-as'];
      if (typeof sibling !== 'string') {
        if (walk.strict) {
          fail(walk.file, walk.at, `write-only property "${path}" needs x-encrypted-as naming the property that answers it encrypted`, `Add \`x-encrypted-as: encrypted${property.charAt(0).toUpperCase()}${property.slice(1)}\` and declare that string property beside it.`);
        }
        continue;
      }
      if (properties[sibling]?.type !== 'string') fail(walk.file, walk.at, `x-encrypted-as of "${path}": "${sibling}" is not a string property beside it`, `Declare \`${sibling}: { type: string }\` beside "${property}", or name such a property in x-encrypted-as.`);
      // Clients send the sibling back to keep the secret, so the contract must let them write it.
      if (properties[sibling]?.readOnly === true) fail(walk.file, walk.at, `x-encrypted-as of "${path}": "${sibling}" is sent back to keep the secret, so it cannot be readOnly`, `Remove readOnly from "${sibling}".`);
      if (value.type !== 'string') fail(walk.file, walk.at, `write-only property "${path}" must be a string`, `Write \`type: string\` on "${property}".`);
      refuseBlankRefused(walk, value, path, property);
      found.push({ path, encryptedAs: sibling });
    } else {
      found.push(...valueSecrets(walk, value, path, inner));
    }
  }
  return found;
}

/**
 * A secret sent blank keeps the stored one (the console's password box, left empty), so its
 * contract must accept '': a minLength or a pattern refusing it would refuse every save that
 * keeps the secret, before the secret rule is weighed.
 */
function refuseBlankRefused(walk: Walk, value: JsonSchema, path: string, property: string): void {
  const minLength = typeof value.minLength === 'number' ? value.minLength : 0;
  const pattern = typeof value.pattern === 'string' ? value.pattern : undefined;
  const refusesBlank = minLength > 0 || (pattern !== undefined && !new RegExp(pattern, 'u').test(''));
  if (!refusesBlank) return;
  const why = minLength > 0 ? `its minLength ${minLength}` : `its pattern "${pattern}"`;
  const length = minLength > 0 ? `{${minLength},${typeof value.maxLength === 'number' ? value.maxLength : ''}}` : '';
  fail(
    walk.file,
    walk.at,
    `secret "${path}" refuses a blank value (${why}), yet a secret sent blank keeps the stored one, so every save that keeps it would be refused`,
    minLength > 0
      ? `Drop minLength from "${property}" and say its length with a pattern that also accepts blank, such as \`pattern: "^(?:.${length})?$"\`.`
      : `Make the pattern of "${property}" accept blank too, such as \`pattern: "^(?:${(pattern ?? "").replace(/^\^|\$$/g, '')})?$"\`.`,
  );
}

/** The secrets below a property's value: an object's, or a list's items' (`[]`). */
function valueSecrets(walk: Walk, raw: JsonSchema, path: string, stack: string[]): SecretField[] {
  const { schema } = resolved(walk, raw);
  if (schema.type === 'array' || schema.items !== undefined) {
    const items = isObject(schema.items) ? resolved(walk, schema.items).schema : undefined;
    if (items && (items.type === 'array' || items.items !== undefined)) {
      refuseBelow(walk, items, path, 'in a list of lists');
      return [];
    }
    return isObject(schema.items) ? objectSecrets(walk, schema.items, `${path}[].`, stack) : [];
  }
  return objectSecrets(walk, raw, `${path}.`, stack);
}

/**
 * The write-only secrets of a contract schema: properties with `writeOnly: true` and
 * `x-encrypted-as` naming the string sibling that answers the secret encrypted, through objects,
 * allOf/oneOf members and lists of objects (`secondarySecrets[].secret`). A secret in a place the
 * secrets store has no name for (a map, a list of lists, a recursive schema) fails, and so, in a
 * stored object's schema (`strict`), does a writeOnly property without a sibling: the server would
 * have no way to let a client keep the secret.
 */
export function secretFields(schemas: Record<string, JsonSchema>, schema: JsonSchema, file: string, at: string, strict = true): SecretField[] {
  const walk: Walk = { schemas, file, at, strict };
  const { schema: top } = resolved(walk, schema);
  // A list answer's items are named `[].secret`.
  const found = top.type === 'array' || top.items !== undefined ? valueSecrets(walk, schema, '', []) : objectSecrets(walk, schema, '', []);
  // The types of a polymorphic object may share a secret.
  return [...new Map(found.map((field) => [field.path, field])).values()];
}
