/**
 * Every object a client may send must be closed, so an unknown field is refused (422) instead of
 * being stored. The rule, for each object schema reachable from a request body (through $ref,
 * properties, items and additionalProperties):
 *   - `additionalProperties: false` closes it;
 *   - `additionalProperties: <a non-empty schema>` makes it a map: its names are data (any name),
 *     its values are checked by that schema, which is walked in turn;
 *   - no additionalProperties, `true` or `{}` leaves it open: an error;
 *   - allOf / anyOf cannot be closed in OpenAPI 3.0 (each part would refuse the other parts'
 *     fields, and unevaluatedProperties is 3.1): an error, write the object out in full;
 *   - oneOf is a polymorphic document when a discriminator chooses the member: every member a
 *     $ref to a component schema (closed, walked in turn) that requires the discriminator property
 *     with one value of its own (a one-value enum or const). Without that, an error.
 * Schemas shared with responses are closed too, which the server's response check then enforces.
 * A multipart/form-data body is held to the same rule: its object of parts is closed.
 * And every string a client sends that holds an id or a name (or a list of them) is bounded by a
 * maxLength, so a long one is refused at the request check rather than stored (issue 31).
 */
import type { JsonSchema } from '../../src/shared/page-model';
import { pointer, type Refusal, type SourceIssue } from '../errors';
import { SCHEMA_REF_PREFIX } from './refs';
import type { ContractModel } from './types';

const COMPOSITIONS = ['allOf', 'anyOf'] as const;

/** Property names that hold an id or a name (or a list of them). */
const ID_OR_NAME = /^(id|ids|name|names|username)$|(Id|Ids|Name|Names)$/;
/** Strings a request may carry but the server never stores as sent: a certificate view is read from the certificate again. */
const UNBOUNDED_BY_DESIGN = new Set(['CertView']);

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeObject = (schema: JsonSchema) => schema.type === 'object' || isObject(schema.properties);

/** Where each operation's request body schema sits in the contract. */
function bodyPointer(contract: ContractModel, path: string, method: string, mediaType: string): string {
  const paths = contract.document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const body = paths[path][method].requestBody as Record<string, unknown>;
  // A body given by $ref is reported where it is defined.
  if (typeof body.$ref === 'string') return `${body.$ref.slice(1)}${pointer('content', mediaType, 'schema')}`;
  return pointer('paths', path, method, 'requestBody', 'content', mediaType, 'schema');
}

/** The value a member of a discriminated oneOf gives its discriminator property, if exactly one. */
function discriminatorValue(member: JsonSchema | undefined, property: string): string | undefined {
  const schema = isObject(member?.properties) ? (member.properties as Record<string, JsonSchema>)[property] : undefined;
  if (!schema || !(member?.required as string[] | undefined)?.includes(property)) return undefined;
  if (typeof schema.const === 'string') return schema.const;
  return Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string' ? schema.enum[0] : undefined;
}

/** Why a oneOf is not a closed polymorphic document, and the fix (undefined: it is). */
function discriminatedOneOfProblem(contract: ContractModel, schema: JsonSchema): Refusal | undefined {
  const property = isObject(schema.discriminator) ? schema.discriminator.propertyName : undefined;
  if (typeof property !== 'string') return ['oneOf needs a discriminator (propertyName) choosing its member', 'Add `discriminator: { propertyName: <property each member fixes> }`, or write the object out with additionalProperties: false.'];
  const values = new Map<string, string>();
  for (const member of schema.oneOf as unknown[]) {
    const ref = isObject(member) && typeof member.$ref === 'string' && member.$ref.startsWith(SCHEMA_REF_PREFIX) ? member.$ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
    if (!ref || !contract.schemas[ref]) return ['each member of a discriminated oneOf must be a $ref to a component schema', 'Declare each member in components.schemas and list it as `- $ref: "#/components/schemas/<Member>"`.'];
    const value = discriminatorValue(contract.schemas[ref], property);
    if (value === undefined) return [`member "${ref}" must require "${property}" with one value of its own (an enum of one value or a const)`, `In components.schemas.${ref}, add "${property}" to required and give it \`enum: [<its value>]\`.`];
    if (values.has(value)) return [`two members (${values.get(value)!.slice(SCHEMA_REF_PREFIX.length)} and ${ref}) give "${property}" the value "${value}"`, `Give each member a value of "${property}" of its own.`];
    values.set(value, `${SCHEMA_REF_PREFIX}${ref}`);
  }
  // PingFederate writes a mapping too; it must say what the members say (the server goes by the members).
  const mapping = isObject(schema.discriminator) && isObject(schema.discriminator.mapping) ? schema.discriminator.mapping : {};
  for (const [value, target] of Object.entries(mapping)) {
    if (values.get(value) !== target) {
      return [
        `the discriminator mapping sends "${value}" to ${String(target)}, but ${values.has(value) ? `the member with that value is ${values.get(value)}` : 'no member has that value'}`,
        values.has(value) ? `Write \`${value}: "${values.get(value)}"\` in the mapping.` : `Remove "${value}" from the mapping, or add a member that requires "${property}" to be "${value}".`,
      ];
    }
  }
  return undefined;
}

export function checkClosedRequestBodies(contract: ContractModel): SourceIssue[] {
  const issues: SourceIssue[] = [];
  const visited = new Set<string>();

  /** `property`: the name the schema's value is held under (a list's items and a map's values are named by the list or map). */
  const walk = (schema: unknown, at: string, usedBy: string, property?: string): void => {
    if (!isObject(schema) || visited.has(at)) return;
    visited.add(at);
    const issue = (where: string, reason: string, fix: string) => issues.push({ file: contract.file, path: where, reason: `${reason} (request body of ${usedBy})`, fix });

    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.startsWith(SCHEMA_REF_PREFIX) ? schema.$ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
      if (name && contract.schemas[name] && !UNBOUNDED_BY_DESIGN.has(name)) walk(contract.schemas[name], pointer('components', 'schemas', name), usedBy);
      return;
    }
    if (property !== undefined && ID_OR_NAME.test(property) && schema.type === 'string' && schema.maxLength === undefined && schema.enum === undefined) {
      issue(at, `"${property}" holds an id or a name and has no bound`, 'Add maxLength (the contract\'s ids take 64 or 255, names 255), so a longer value is refused before it is stored.');
    }
    for (const keyword of COMPOSITIONS) {
      if (Array.isArray(schema[keyword])) {
        issue(`${at}/${keyword}`, `${keyword} cannot be closed against unknown fields`, 'Write the object out in full (all its properties) with additionalProperties: false.');
      }
    }
    if (Array.isArray(schema.oneOf)) {
      const problem = discriminatedOneOfProblem(contract, schema);
      if (problem) issue(`${at}/oneOf`, ...problem);
      schema.oneOf.forEach((member, i) => walk(member, `${at}/oneOf/${i}`, usedBy, property));
      return;
    }
    if (looksLikeObject(schema)) {
      const extra = schema.additionalProperties;
      const isMap = isObject(extra) && Object.keys(extra).length > 0;
      if (extra !== false && !isMap) issue(at, 'request body object schema is open', 'Set `additionalProperties: false` (or, for a map, a schema of its values).');
      if (isMap) walk(extra, `${at}/additionalProperties`, usedBy, property);
    }
    if (isObject(schema.properties)) {
      for (const [name, child] of Object.entries(schema.properties)) walk(child, `${at}/properties/${pointer(name).slice(1)}`, usedBy, name);
    }
    if (isObject(schema.items)) walk(schema.items, `${at}/items`, usedBy, property);
  };

  for (const op of Object.values(contract.operations)) {
    if (!op.requestBody) continue;
    walk(op.requestBody.schema, bodyPointer(contract, op.path, op.method, op.requestBody.mediaType), `${op.method.toUpperCase()} ${op.path}`);
  }
  return issues;
}
