/**
 * Requirements the contract states by condition, as page fields' requiredWhen: a property the
 * member of a discriminated oneOf requires (a JDBC data store's driverClass: required when type is
 * JDBC), and an `if` on one property's values with `required` in `then`. A page field gets the
 * condition of its property (a dotted field, `pluginDescriptorRef.id`, when every object on its path
 * requires the next step) when the deciding property is a field of the page too.
 */
import type { FieldDefinition, JsonSchema, ShownWhen } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import { conditionText } from './field-checks';
import { SCHEMA_REF_PREFIX } from './refs';
import type { ContractModel } from './types';

type Schemas = ContractModel['schemas'];

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A component schema named by a $ref, or the schema itself. */
const resolved = (schemas: Schemas, schema: unknown): JsonSchema | undefined => {
  if (!isObject(schema)) return undefined;
  return typeof schema.$ref === 'string' && schema.$ref.startsWith(SCHEMA_REF_PREFIX) ? schemas[schema.$ref.slice(SCHEMA_REF_PREFIX.length)] : schema;
};

const requiredOf = (schema: JsonSchema | undefined): string[] => (Array.isArray(schema?.required) ? (schema.required as string[]) : []);

/** The values one property's schema allows as a condition: an enum's, or a const. */
const valuesOf = (schema: unknown): (string | boolean)[] | undefined => {
  if (!isObject(schema)) return undefined;
  if (typeof schema.const === 'string' || typeof schema.const === 'boolean') return [schema.const];
  return Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string' || typeof value === 'boolean') ? (schema.enum as (string | boolean)[]) : undefined;
};

/** Adds `values` of `field` to the condition of `property`. */
function add(conditions: Map<string, ShownWhen>, property: string, field: string, values: (string | boolean)[]): void {
  const known = conditions.get(property);
  conditions.set(property, { field, in: [...new Set([...(known?.field === field ? known.in : []), ...values])] });
}

/**
 * The conditions by top-level property of schema `name`. An `if` the generator cannot read as
 * one property's values is refused (the server's JSON Schema check would still apply it, unseen by the form).
 */
export function contractConditions(schemas: Schemas, name: string, file: string, fail: (file: string, at: string, reason: string, fix: string) => never): Map<string, ShownWhen> {
  const conditions = new Map<string, ShownWhen>();
  const root = schemas[name];
  if (!root) return conditions;
  const discriminator = isObject(root.discriminator) ? root.discriminator.propertyName : undefined;
  if (Array.isArray(root.oneOf) && typeof discriminator === 'string') {
    const members = root.oneOf.map((member) => resolved(schemas, member));
    const always = members.map(requiredOf).reduce((common, list) => common.filter((property) => list.includes(property)));
    for (const member of members) {
      const values = valuesOf(isObject(member?.properties) ? (member.properties as Record<string, unknown>)[discriminator] : undefined) ?? [];
      for (const property of requiredOf(member)) if (property !== discriminator && !always.includes(property)) add(conditions, property, discriminator, values);
    }
  }
  if (root.if !== undefined || root.then !== undefined) {
    const at = `/components/schemas/${name}`;
    const decided = isObject(root.if) && isObject(root.if.properties) ? Object.entries(root.if.properties as Record<string, unknown>) : [];
    const values = decided.length === 1 ? valuesOf(decided[0][1]) : undefined;
    const then = isObject(root.then) ? requiredOf(root.then) : [];
    if (!values || then.length === 0 || root.else !== undefined) {
      fail(
        file,
        `${at}/if`,
        'this if/then is not a requirement by condition the generator can read (an if naming one property\'s values, a then with required, no else)',
        'Write it as `if: { properties: { type: { enum: [A, B] } }, required: [type] }, then: { required: [x] }` (no else), or drop it and give the page field requiredWhen.',
      );
    }
    // JSON Schema's if holds when the property is absent too; the condition language's does not.
    const decider = decided[0][0];
    if (!requiredOf(root.if as JsonSchema).includes(decider) && !requiredOf(root).includes(decider)) {
      fail(file, `${at}/if`, `the if holds also when "${decider}" is left out (JSON Schema), where a page condition does not`, `Add \`required: [${decider}]\` to the if.`);
    }
    for (const property of then) add(conditions, property, decider, values);
  }
  return conditions;
}

/** Whether every object below the top level of a dotted field requires its next step (`pluginDescriptorRef.id`: a ResourceLink requires id). */
function requiredAlong(schemas: Schemas, root: JsonSchema | undefined, dotted: string): boolean {
  const [first, ...rest] = dotted.split('.');
  const members = [root, ...(Array.isArray(root?.oneOf) ? root.oneOf.map((member) => resolved(schemas, member)) : [])];
  let current = members.map((member) => resolved(schemas, isObject(member?.properties) ? (member.properties as Record<string, unknown>)[first] : undefined)).find(Boolean);
  for (const segment of rest) {
    if (!requiredOf(current).includes(segment)) return false;
    current = resolved(schemas, isObject(current?.properties) ? (current.properties as Record<string, unknown>)[segment] : undefined);
  }
  return true;
}

/**
 * The page's fields with the contract's conditions as their requiredWhen. A field that declares
 * requiredWhen keeps it, but it must hold at least where the contract's does (the page may ask more).
 */
export function withContractRequiredWhen(fields: FieldDefinition[], schemas: Schemas, schemaName: string, conditions: Map<string, ShownWhen>, at: string, fail: Fail): FieldDefinition[] {
  return fields.map((field, i) => {
    const contract = conditions.get(field.name.split('.', 1)[0]);
    if (!contract || field.required || field.generatedId || field.widget === 'pluginConfiguration') return field;
    if (!fields.some((other) => other.name === contract.field)) return field;
    if (!requiredAlong(schemas, schemas[schemaName], field.name)) return field;
    const declared = field.requiredWhen;
    if (!declared) return { ...field, requiredWhen: contract };
    const missing = contract.in.filter((value) => declared.field !== contract.field || !declared.in.includes(value));
    if (missing.length > 0) {
      fail(
        `${at}/fields/${i}/requiredWhen`,
        `schema "${schemaName}" requires "${field.name}" when ${conditionText(contract)}, which this requiredWhen leaves out`,
        `Add [${missing.join(', ')}] to it on "${contract.field}", or leave requiredWhen out (the contract's condition applies).`,
      );
    }
    return field;
  });
}
