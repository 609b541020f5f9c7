/**
 * The links between collections a page declares: `references` (this object names another) and
 * `usedBy` (another object names this one), each optionally only `when` a property of the naming
 * object has given values; and `keyFrom`, a key the server makes from the object's own values.
 */
import type { CollectionLink, JsonSchema, KeyPart, ValueCondition } from '../../src/shared/page-model';
import { notAPropertyOf } from './fixes';
import type { PageFileListRef } from '../load/page-file';
import { propertyAt } from './schema-walk';

type Fail = (at: string, reason: string) => never;

/** `when` names a property of the naming object, and values it can have (its enum's, or booleans for a boolean). */
export function checkCondition(when: ValueCondition, properties: Record<string, JsonSchema>, owner: string, at: string, fail: Fail): ValueCondition {
  const property = propertyAt(properties, when.field);
  if (!property) fail(`${at}/field`, `"${when.field}" is not a property of ${owner}`);
  const allowed: unknown[] | undefined = Array.isArray(property.enum) ? property.enum : property.type === 'boolean' ? [true, false] : undefined;
  if (!allowed) fail(`${at}/field`, `"${when.field}" must be an enum or boolean property to decide on`);
  when.in.forEach((value, i) => {
    if (!allowed.includes(value)) fail(`${at}/in/${i}`, `${JSON.stringify(value)} is not a value of "${when.field}"`);
  });
  return { field: when.field, in: [...when.in] };
}

/** A reference (field first) or usedBy entry (store first) as the server holds it, with its condition. */
export function collectionLink(kind: 'reference' | 'usedBy', ref: Pick<PageFileListRef, 'field' | 'when'>, store: string, namingObject: Record<string, JsonSchema>, owner: string, at: string, fail: Fail): CollectionLink {
  const when = ref.when && checkCondition(ref.when, namingObject, owner, `${at}/when`, fail);
  const link = kind === 'reference' ? { field: ref.field, store } : { store, field: ref.field };
  return { ...link, ...(when ? { when } : {}) };
}

/** keyFrom's parts are scalar properties of the object, and a made key is never also generated. */
export function checkKeyFrom(parts: readonly KeyPart[], properties: Record<string, JsonSchema>, generateId: boolean, schemaName: string, at: string, fail: Fail): KeyPart[] {
  if (generateId) fail(at, 'keyFrom and generateId cannot go together: the key is either made from the object or generated');
  return parts.map((part, i) => {
    const property = propertyAt(properties, part.field);
    if (!property) fail(`${at}/${i}/field`, notAPropertyOf(part.field, schemaName, properties));
    if (property.type !== 'string') fail(`${at}/${i}/field`, `"${part.field}" must be a string property to make a key from`);
    if (part.prefix && !propertyAt(properties, part.prefix.field)) fail(`${at}/${i}/prefix/field`, notAPropertyOf(part.prefix.field, schemaName, properties));
    return { field: part.field, ...(part.lowercase ? { lowercase: true } : {}), ...(part.spelled ? { spelled: part.spelled } : {}), ...(part.prefix ? { prefix: part.prefix } : {}) };
  });
}
