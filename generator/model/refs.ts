import type { JsonSchema } from '../../src/shared/page-model';
import { fail } from '../errors';
import { nearFirst } from './fixes';

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Resolves a local `#/components/<kind>/<name>` reference to the object it names. */
export function resolveLocalRef(document: Record<string, unknown>, ref: string, file: string, path: string): Record<string, unknown> {
  const match = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
  const components = document.components;
  const group = match && isObject(components) ? components[match[1]] : undefined;
  const target = match && isObject(group) ? group[match[2]] : undefined;
  if (!isObject(target)) {
    const names = match && isObject(group) ? Object.keys(group) : [];
    fail(file, path, `unresolvable $ref "${ref}"`, match ? nearFirst(match[2], names, `Point it at a name of components.${match[1]}, or declare "${match[2]}" there.`) : 'Write a local reference: `$ref: "#/components/<schemas|parameters|responses|requestBodies>/<Name>"`.');
  }
  return target;
}

/** Follows $refs (not only schemas: parameters, responses, request bodies) until a plain object. */
export function deref(document: Record<string, unknown>, value: unknown, file: string, path: string): Record<string, unknown> {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) fail(file, path, 'too many nested $refs (more than 20, or a loop)', `Make "${String(current.$ref)}" lead to an object within a few steps: a $ref must not name itself, directly or through others.`);
    current = resolveLocalRef(document, current.$ref, file, path);
  }
  if (!isObject(current)) fail(file, path, `must be an object, not ${JSON.stringify(current ?? null)}`, 'Write a mapping here (key: value lines), or a `$ref: "#/components/…"` to one.');
  return current;
}

/** Deep copy of a schema with every component-schema $ref replaced by the schema it names (a recursive one once). */
export function inlineRefs(schema: unknown, schemas: Record<string, JsonSchema>, file: string, path: string, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, schemas, file, path, seen));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.startsWith(SCHEMA_REF_PREFIX) ? schema.$ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
    if (!name || !schemas[name]) fail(file, path, `unresolvable schema $ref "${schema.$ref}"`, name ? nearFirst(name, Object.keys(schemas), `Declare "${name}" in components.schemas, or point the $ref at a schema there.`) : `Write \`$ref: "${SCHEMA_REF_PREFIX}<Name>"\` (a component schema).`);
    // A recursive schema (a policy tree's node) is cut where it repeats: the form checks the top
    // node, the server checks the whole document against the contract.
    if (seen.includes(name)) return { type: 'object', description: `${name} (recursive)` };
    const { $ref: _ref, ...siblings } = schema;
    const target = inlineRefs(schemas[name], schemas, file, path, [...seen, name]) as Record<string, unknown>;
    return { ...target, ...(inlineRefs(siblings, schemas, file, path, seen) as Record<string, unknown>) };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlineRefs(v, schemas, file, path, seen)]));
}

/** Deep copy of a schema with `#/components/schemas/<Name>` refs rewritten to `<prefix>#/components/schemas/<Name>`. */
export function rewriteRefs(schema: unknown, prefix: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewriteRefs(item, prefix));
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF_PREFIX) ? prefix + v : rewriteRefs(v, prefix),
    ]),
  );
}
