/**
 * The links between collections a page declares: `references` (this object names another) and
 * `usedBy` (another object names this one), each optionally only `when` a property of the naming
 * object has given values; and `keyFrom`, a key the server makes from the object's own values.
 */
import type { CollectionLink, FieldDefinition, JsonSchema, KeyPart, ValueCondition } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import { few, nearFirst, notAPropertyIn, notAPropertyOf } from './fixes';
import type { PageFileReference } from '../load/page-file';
import { propertyAt } from './schema-walk';

/** The properties that can decide a condition: enums and booleans. */
const deciding = (properties: Record<string, JsonSchema>) => Object.keys(properties).filter((name) => Array.isArray(properties[name].enum) || properties[name].type === 'boolean');

/** `when` names a property of the naming object, and values it can have (its enum's, or booleans for a boolean). */
export function checkCondition(when: ValueCondition, properties: Record<string, JsonSchema>, owner: string, at: string, fail: Fail): ValueCondition {
  const property = propertyAt(properties, when.field);
  if (!property) fail(`${at}/field`, ...notAPropertyIn(when.field, owner, properties, 'the contract'));
  const allowed: unknown[] | undefined = Array.isArray(property.enum) ? property.enum : property.type === 'boolean' ? [true, false] : undefined;
  if (!allowed) {
    const top = deciding(properties);
    fail(`${at}/field`, `"${when.field}" must be an enum or boolean property to decide on`, `Name an enum or boolean property of ${owner}${top.length > 0 ? few(top) : ' (it has none at the top: a dotted name reaches one inside an object, <object>.<property>)'}.`);
  }
  when.in.forEach((value, i) => {
    if (!allowed.includes(value)) fail(`${at}/in/${i}`, `${JSON.stringify(value)} is not a value of "${when.field}"`, nearFirst(String(value), allowed.map(String), `Use one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`));
  });
  return { field: when.field, in: [...when.in] };
}

/**
 * A reference's `target` names a property of the other collection's objects, and values it can
 * have when it has an enum (or is a boolean); any value of a free property (a plugin type's id).
 */
export function checkTarget(target: ValueCondition, named: NamedCollection, at: string, fail: Fail): ValueCondition {
  const property = propertyAt(named.properties, target.field);
  if (!property) {
    const decisive = Object.keys(named.properties).filter((name) => Array.isArray(named.properties[name].enum));
    fail(`${at}/field`, `"${target.field}" is not a property of ${named.owner}`, nearFirst(target.field, Object.keys(named.properties), `Name one of its properties${decisive.length > 0 ? ` (with fixed values: ${decisive.join(', ')})` : ''}.`));
  }
  const allowed: unknown[] | undefined = Array.isArray(property.enum) ? property.enum : property.type === 'boolean' ? [true, false] : undefined;
  target.in.forEach((value, i) => {
    if (allowed && !allowed.includes(value)) {
      fail(`${at}/in/${i}`, `${JSON.stringify(value)} is not a value of "${target.field}" of ${named.owner}`, nearFirst(String(value), allowed.map(String), `Use one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`));
    }
  });
  return { field: target.field, in: [...target.in] };
}

/** The collection a reference names, for its `target`: its objects' properties, and how messages call it. */
export interface NamedCollection {
  properties: Record<string, JsonSchema>;
  owner: string;
}

/** A reference (field first) or usedBy entry (store first) as the server holds it, with its condition (and a reference's target). */
export function collectionLink(
  kind: 'reference' | 'usedBy',
  ref: Pick<PageFileReference, 'field' | 'when' | 'target'>,
  store: string,
  namingObject: Record<string, JsonSchema>,
  owner: string,
  at: string,
  fail: Fail,
  named?: NamedCollection,
): CollectionLink {
  const when = ref.when && checkCondition(ref.when, namingObject, owner, `${at}/when`, fail);
  if (ref.target && !named) fail(`${at}/target`, 'target needs a served collection to look into', 'Name its list operation (`list: <operationId>`) instead of unserved, or remove target.');
  const target = ref.target && checkTarget(ref.target, named!, `${at}/target`, fail);
  const link = kind === 'reference' ? { field: ref.field, store } : { store, field: ref.field };
  return { ...link, ...(when ? { when } : {}), ...(target ? { target } : {}) };
}

/** keyFrom's parts are scalar properties of the object, and a made key is never also generated. */
export function checkKeyFrom(parts: readonly KeyPart[], properties: Record<string, JsonSchema>, generateId: boolean, schemaName: string, at: string, fail: Fail): KeyPart[] {
  if (generateId) fail(at, 'keyFrom and generateId cannot go together: the key is either made from the object or generated', 'Remove generateId (the key is made from keyFrom), or remove keyFrom.');
  return parts.map((part, i) => {
    const property = propertyAt(properties, part.field);
    if (!property) fail(`${at}/${i}/field`, ...notAPropertyOf(part.field, schemaName, properties));
    if (property.type !== 'string') {
      const strings = Object.keys(properties).filter((name) => properties[name].type === 'string');
      fail(`${at}/${i}/field`, `"${part.field}" must be a string property to make a key from (it is ${String(property.type ?? 'untyped')})`, `Name a string property of ${schemaName}${few(strings)}.`);
    }
    if (part.prefix && !propertyAt(properties, part.prefix.field)) fail(`${at}/${i}/prefix/field`, ...notAPropertyOf(part.prefix.field, schemaName, properties));
    return { field: part.field, ...(part.lowercase ? { lowercase: true } : {}), ...(part.spelled ? { spelled: part.spelled } : {}), ...(part.prefix ? { prefix: part.prefix } : {}) };
  });
}

/**
 * A select or picker field over the list a restricted reference names, for the same property,
 * offers only the objects the reference may name (`where`, which the console applies to the list's items).
 */
export function restrictSelectsAndPickers(fields: readonly FieldDefinition[], references: readonly CollectionLink[]): void {
  const restricting = (path: string | undefined, field: FieldDefinition) => references.find((r) => r.target && r.field === field.name && r.store === path)?.target;
  for (const field of fields) {
    const forOptions = field.options && restricting(field.options.operation.path, field);
    if (forOptions) field.options = { ...field.options!, where: { field: forOptions.field, in: [...forOptions.in] } };
    const forPicker = field.picker && restricting(field.picker.operation.path, field);
    if (forPicker) field.picker = { ...field.picker!, where: { field: forPicker.field, in: [...forPicker.in] } };
  }
}
