/**
 * Every object a client may send must be closed, so an unknown field is refused (422) instead of
 * being stored. The rule, for each object schema reachable from a request body (through $ref,
 * properties, items and additionalProperties):
 *   - `additionalProperties: false` closes it;
 *   - `additionalProperties: <a non-empty schema>` makes it a map: its names are data (any name),
 *     its values are checked by that schema, which is walked in turn;
 *   - no additionalProperties, `true` or `{}` leaves it open: an error;
 *   - allOf / oneOf / anyOf cannot be closed in OpenAPI 3.0 (each part would refuse the other
 *     parts' fields, and unevaluatedProperties is 3.1): an error, write the object out in full.
 * Schemas shared with responses are closed too, which the server's response check then enforces.
 */
import type { JsonSchema } from '../../src/shared/page-model';
import { pointer, type SourceIssue } from '../errors';
import { SCHEMA_REF_PREFIX } from './refs';
import type { ContractModel } from './types';

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeObject = (schema: JsonSchema) => schema.type === 'object' || isObject(schema.properties);

/** Where each operation's request body schema sits in the contract. */
function bodyPointer(contract: ContractModel, path: string, method: string): string {
  const paths = contract.document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const body = paths[path][method].requestBody as Record<string, unknown>;
  // A body given by $ref is reported where it is defined.
  if (typeof body.$ref === 'string') return `${body.$ref.slice(1)}/content/application~1json/schema`;
  return pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema');
}

export function checkClosedRequestBodies(contract: ContractModel): SourceIssue[] {
  const issues: SourceIssue[] = [];
  const visited = new Set<string>();

  const walk = (schema: unknown, at: string, usedBy: string): void => {
    if (!isObject(schema) || visited.has(at)) return;
    visited.add(at);
    const issue = (where: string, reason: string) => issues.push({ file: contract.file, path: where, reason: `${reason} (request body of ${usedBy})` });

    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.startsWith(SCHEMA_REF_PREFIX) ? schema.$ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
      if (name && contract.schemas[name]) walk(contract.schemas[name], pointer('components', 'schemas', name), usedBy);
      return;
    }
    for (const keyword of COMPOSITIONS) {
      if (Array.isArray(schema[keyword])) {
        issue(`${at}/${keyword}`, `${keyword} cannot be closed against unknown fields; write the object out with additionalProperties: false`);
      }
    }
    if (looksLikeObject(schema)) {
      const extra = schema.additionalProperties;
      const isMap = isObject(extra) && Object.keys(extra).length > 0;
      if (extra !== false && !isMap) issue(at, 'request body object schema is open: set additionalProperties: false');
      if (isMap) walk(extra, `${at}/additionalProperties`, usedBy);
    }
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) walk(property, `${at}/properties/${pointer(name).slice(1)}`, usedBy);
    }
    if (isObject(schema.items)) walk(schema.items, `${at}/items`, usedBy);
  };

  for (const op of Object.values(contract.operations)) {
    if (!op.requestBody) continue;
    walk(op.requestBody.schema, bodyPointer(contract, op.path, op.method), `${op.method.toUpperCase()} ${op.path}`);
  }
  return issues;
}
