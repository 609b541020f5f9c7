import type { JsonSchema } from '../../src/shared/page-model';

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The properties of an (inlined) object schema, merging the members of an allOf, and of a oneOf
 * (a polymorphic document: a page may show the fields of every type, each shown for its own).
 */
export function objectProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const merged: Record<string, JsonSchema> = {};
  for (const keyword of ['allOf', 'oneOf'] as const) {
    const members = schema[keyword];
    if (Array.isArray(members)) for (const part of members) if (isObject(part)) mergeProperties(merged, objectProperties(part));
  }
  if (isObject(schema.properties)) Object.assign(merged, schema.properties as Record<string, JsonSchema>);
  return merged;
}

/** Adds `more` to `merged`; a property several oneOf members have (the discriminator) takes every value any of them allows. */
function mergeProperties(merged: Record<string, JsonSchema>, more: Record<string, JsonSchema>): void {
  for (const [name, schema] of Object.entries(more)) {
    const known = merged[name];
    merged[name] = known && Array.isArray(known.enum) && Array.isArray(schema.enum) ? { ...known, enum: [...new Set([...known.enum, ...schema.enum])] } : (known ?? schema);
  }
}

/** The (inlined) schema of a property given as a dotted path through object properties, or undefined. A segment `children*` repeats through a recursive list. */
export function propertyAt(properties: Record<string, JsonSchema>, dotted: string): JsonSchema | undefined {
  const [first, ...rest] = dotted.split('.');
  let current: JsonSchema | undefined = Object.hasOwn(properties, first) ? properties[first] : undefined;
  for (const segment of rest) {
    // A list of objects (issuers[].id) is walked through its items.
    const nested = objectProperties(itemsOf(current) ?? current);
    // `children*`: this node and every node below it through `children` (a recursive tree), so the schema stays.
    if (segment.endsWith('*')) {
      if (!itemsOf(nested[segment.slice(0, -1)])) return undefined;
      continue;
    }
    current = Object.hasOwn(nested, segment) ? nested[segment] : undefined;
  }
  return current;
}

/** Whether a dotted path steps through a list of objects (`issuers.id`): its value is then a list. */
export function throughList(properties: Record<string, JsonSchema>, dotted: string): boolean {
  const segments = dotted.split('.');
  return segments.slice(0, -1).some((_, i) => itemsOf(propertyAt(properties, segments.slice(0, i + 1).join('.'))) !== undefined);
}

/** The item schema of an array schema, or undefined. */
export function itemsOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  return schema && schema.type === 'array' && isObject(schema.items) ? schema.items : undefined;
}

export const isBoolean = (schema: JsonSchema | undefined) => schema?.type === 'boolean';
export const isStringArray = (schema: JsonSchema | undefined) => itemsOf(schema)?.type === 'string';
