/**
 * The one condition language of page fields (shownWhen, requiredWhen) and of a reference's `when`:
 * another property of the same object, at a dotted path, has one of the listed values. Pure, so
 * the console (what the form shows and asks for) and the server (what a write must hold) decide alike.
 */
import type { ValueCondition } from './page-model';

/** The value at a dotted path through objects (`clientAuth.type`); undefined where the path stops. */
function valueOf(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Whether `doc`'s value at `condition.field` is one of `condition.in`. */
export const conditionHolds = (doc: unknown, condition: ValueCondition): boolean => condition.in.some((value) => value === valueOf(doc, condition.field));

/** What of a page field (FieldDefinition) its requirement reads. */
export interface ConditionalField {
  name: string;
  required?: boolean;
  requiredWhen?: ValueCondition;
}

/** The fields `doc` must give a value: those required always, and those whose requiredWhen holds. */
export const requiredFieldsOf = (fields: readonly ConditionalField[], doc: unknown): string[] =>
  fields.filter((field) => field.required === true || (field.requiredWhen !== undefined && conditionHolds(doc, field.requiredWhen))).map((field) => field.name);

/** What a required field may not be: absent, null, blank text or an empty list. */
export const hasNoValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
