/** Checks the generic resources apply beyond the contract's JSON Schema. */
import type { ResourceDefinition } from '../../shared/route-binding';
import { fieldLabel } from '../http/field-labels';
import type { ValidationErrorItem } from '../http/api-error';

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A page text the server returns, looked up as `<key>` or `pages.<pageId>.<key>`. */
export function resourceMessage(definition: ResourceDefinition, key: string): string | undefined {
  return definition.messages[key] ?? definition.messages[`pages.${definition.pageId}.${key}`];
}

/** The value at a dotted path (`authorizationDetailProcessorRef.id`). */
export function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const segment of path.split('.')) {
    value = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return value;
}

/**
 * Values at a dotted path (`authorizationDetailProcessorRef.id`); lists are spread, also on the
 * way (`issuers.id` of `issuers: [{id}, ...]`).
 */
export function valuesAt(doc: Record<string, unknown>, path: string): string[] {
  let values: unknown[] = [doc];
  for (const segment of path.split('.')) {
    values = values
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined));
  }
  return values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((v) => !isBlank(v) && (typeof v === 'string' || typeof v === 'number'))
    .map(String);
}

/**
 * Required scalar fields must not be blank (the schema only says they are present). A dotted
 * field is checked only when its parent object is there (a missing parent is reported itself).
 */
export function blankRequiredFields(definition: ResourceDefinition, doc: Record<string, unknown>): ValidationErrorItem[] {
  const missing = definition.required.filter((field) => {
    const value = valueAt(doc, field);
    return !Array.isArray(value) && isBlank(value);
  });
  return missing
    .filter((field) => !missing.some((other) => field.startsWith(`${other}.`)))
    .map((field) => ({
      errorId: 'required_field_missing',
      fieldPath: field,
      message: `${fieldLabel(field.split('.')[0].replace(/Ref$/, ''))} is required.`,
    }));
}

/**
 * Required string lists (a stringList page's rows): every entry non-blank, and no entry twice
 * (ignoring case); the later duplicate is the one reported.
 */
export function invalidListEntries(definition: ResourceDefinition, doc: Record<string, unknown>): ValidationErrorItem[] {
  const errors: ValidationErrorItem[] = [];
  for (const field of definition.required) {
    const list = doc[field];
    if (!Array.isArray(list)) continue;
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      const fieldPath = `${field}[${index}]`;
      if (isBlank(entry)) {
        const message = resourceMessage(definition, 'required') ?? `${fieldLabel(field)} is required.`;
        errors.push({ errorId: 'required_field_missing', fieldPath, message });
        return;
      }
      const normalised = String(entry).trim().toLowerCase();
      if (seen.has(normalised)) {
        errors.push({ errorId: 'duplicate_value', fieldPath, message: `'${String(entry)}' is already in the list.` });
      }
      seen.add(normalised);
    });
  }
  return errors;
}

export const inUseMessage = (field: string, value: unknown): string =>
  `${fieldLabel(field)} '${String(value)}' is already in use.`;
