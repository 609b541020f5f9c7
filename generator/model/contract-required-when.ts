/**
 * Requirements the contract states by condition, as page fields' requiredWhen: a property the
 * member of a discriminated oneOf requires (a JDBC data store's driverClass: required when type is
 * JDBC), and an `if` on one property's values with `required` in `then`. A page field gets the
 * condition of its property (a dotted field, `pluginDescriptorRef.id`, when every object on its path
 * requires the next step) when the deciding property is a field of the page too; the same in the
 * objects nested in the schema, where the deciding property sits beside what it decides.
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

/** How deep below the top level nested objects' conditions are read (PingFederate's go one or two down). */
const NESTED_DEPTH = 3;

/**
 * The conditions of one object schema, by dotted property path (`prefix` + its own names): its
 * discriminated members' and its if/then's. An `if` the generator cannot read as one property's
 * values is refused (the server's JSON Schema check would still apply it, unseen by the form).
 */
function conditionsOfObject(schemas: Schemas, root: JsonSchema, prefix: string, at: string, file: string, fail: (file: string, at: string, reason: string, fix: string) => never, conditions: Map<string, ShownWhen>): void {
  const path = (property: string) => prefix + property;
  const discriminator = isObject(root.discriminator) ? root.discriminator.propertyName : undefined;
  if (Array.isArray(root.oneOf) && typeof discriminator === 'string') {
    const members = root.oneOf.map((member) => resolved(schemas, member));
    const always = members.map(requiredOf).reduce((common, list) => common.filter((property) => list.includes(property)));
    for (const member of members) {
      const values = valuesOf(isObject(member?.properties) ? (member.properties as Record<string, unknown>)[discriminator] : undefined) ?? [];
      for (const property of requiredOf(member)) if (property !== discriminator && !always.includes(property)) add(conditions, path(property), path(discriminator), values);
    }
  }
  if (root.if !== undefined || root.then !== undefined) {
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
    for (const property of then) add(conditions, path(property), path(decider), values);
  }
}

/**
 * The conditions by dotted property path of schema `name`: its own, and those of the objects
 * (not lists) nested in it, whose deciding property sits beside what it decides
 * (`emailVerificationConfig.fieldForEmailToVerify` when `emailVerificationConfig.emailVerificationEnabled` is true).
 */
export function contractConditions(schemas: Schemas, name: string, file: string, fail: (file: string, at: string, reason: string, fix: string) => never): Map<string, ShownWhen> {
  const conditions = new Map<string, ShownWhen>();
  const visit = (schema: JsonSchema | undefined, prefix: string, at: string, depth: number) => {
    if (!schema) return;
    conditionsOfObject(schemas, schema, prefix, at, file, fail, conditions);
    if (depth >= NESTED_DEPTH || !isObject(schema.properties)) return;
    for (const [property, child] of Object.entries(schema.properties as Record<string, unknown>)) {
      const ref = isObject(child) && typeof child.$ref === 'string' && child.$ref.startsWith(SCHEMA_REF_PREFIX) ? child.$ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
      const nested = resolved(schemas, child);
      if (nested?.type !== 'object' && !isObject(nested?.properties)) continue;
      visit(nested, `${prefix}${property}.`, ref ? `/components/schemas/${ref}` : `${at}/properties/${property}`, depth + 1);
    }
  };
  visit(schemas[name], '', `/components/schemas/${name}`, 0);
  return conditions;
}

/** The condition of a field: its own property's, else the nearest object's on its path that the contract requires by condition. */
function conditionOf(conditions: Map<string, ShownWhen>, name: string): { key: string; condition: ShownWhen } | undefined {
  const steps = name.split('.');
  for (let length = steps.length; length > 0; length--) {
    const key = steps.slice(0, length).join('.');
    const condition = conditions.get(key);
    if (condition) return { key, condition };
  }
  return undefined;
}

/** The object schema at a dotted path (`a.b`: the schema of b inside a), through $refs. */
function schemaAt(schemas: Schemas, root: JsonSchema | undefined, dotted: string): JsonSchema | undefined {
  let current = root;
  for (const segment of dotted === '' ? [] : dotted.split('.')) current = resolved(schemas, isObject(current?.properties) ? (current.properties as Record<string, unknown>)[segment] : undefined);
  return current;
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
    const found = conditionOf(conditions, field.name);
    if (!found || field.required || field.generatedId || field.widget === 'pluginConfiguration') return field;
    const contract = found.condition;
    if (!fields.some((other) => other.name === contract.field)) return field;
    // From the object holding the conditional property down to the field, every step is required.
    const holder = found.key.includes('.') ? found.key.slice(0, found.key.lastIndexOf('.')) : '';
    if (!requiredAlong(schemas, schemaAt(schemas, schemas[schemaName], holder), field.name.slice(holder === '' ? 0 : holder.length + 1))) return field;
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
