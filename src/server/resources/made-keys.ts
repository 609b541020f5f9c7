/**
 * Keys the server makes from an object's own values (a collection's keyFrom): a grant mapping's id
 * is its policy contract's id, an access token mapping's `default|jwt` its context type and manager,
 * spelled as PingFederate spells them (`password|<validator>|jwt`, `authz_req|apc.<contract>|jwt`).
 * The key then follows the object, so the parts it is made from cannot change later.
 */
import type { ResourceDefinition } from '../../shared/route-binding';
import { fieldError } from '../core/api-error';
import { fieldLabel, labelOf } from '../services/contract/field-labels';
import type { JsonDocument } from '../store/store';
import { isBlank, resourceMessage, valueAt } from './resource-rules';

/** The key made from the object's values, '|'-joined, blank parts left out; '' when every part is blank. */
export function madeKey(definition: ResourceDefinition, doc: JsonDocument): string {
  return (definition.keyFrom ?? [])
    .flatMap((part) => {
      const value = valueAt(doc, part.field);
      if (isBlank(value)) return [];
      const text = String(value);
      const spelled = part.spelled?.[text] ?? (part.lowercase ? text.toLowerCase() : text);
      const prefix = part.prefix ? (part.prefix.values[String(valueAt(doc, part.prefix.field) ?? '')] ?? '') : '';
      return [prefix + spelled];
    })
    .join('|');
}

/** The label of a dotted part in messages: "accessTokenManagerRef.id" → "Access token manager", "context.type" → "Context type". */
const partLabel = (field: string): string => {
  const segments = field.split('.');
  if (segments.length > 1 && segments.at(-1) === 'id') return fieldLabel(segments.at(-2)!.replace(/Ref$/, ''));
  const [parent, last] = segments.length > 1 ? segments.slice(-2) : ['', segments[0]];
  return fieldLabel(parent + (parent ? last.charAt(0).toUpperCase() + last.slice(1) : last));
};

/** On create: the key is the made one; a request may leave it out or send the same. */
export function keyOnCreate(definition: ResourceDefinition, key: string, doc: JsonDocument): void {
  const made = madeKey(definition, doc);
  if (made === '') return;
  if (!isBlank(doc[key]) && String(doc[key]) !== made) {
    throw fieldError(key, `${labelOf(definition.labels, key)} must be '${made}', made from the ${definition.keyFrom!.map((part) => partLabel(part.field).toLowerCase()).join(', ')}.`);
  }
  doc[key] = made;
}

/** A second object with the same parts: refused on the first part, with the page's keyTaken text when it has one. */
export function keyTakenError(definition: ResourceDefinition, id: string) {
  const field = definition.keyFrom![0].field;
  const text = resourceMessage(definition, 'keyTaken') ?? `'{key}' is already in use.`;
  return fieldError(field, text.replace(/\{key\}/g, id), 'duplicate_value');
}

/** On update: the parts still make the object's key, or the first part that changed is refused. */
export function checkKeyKept(definition: ResourceDefinition, id: string, existing: JsonDocument, doc: JsonDocument): void {
  if (madeKey(definition, doc) === id) return;
  const changed = definition.keyFrom!.find((part) => JSON.stringify(valueAt(existing, part.field)) !== JSON.stringify(valueAt(doc, part.field)));
  const field = changed?.field ?? definition.keyFrom![0].field;
  throw fieldError(field, `${partLabel(field)} cannot be changed.`, 'immutable_field');
}
