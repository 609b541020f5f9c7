import { DEEP_WIDGETS, type FieldDefinition } from '../../../shared/page-model';
import { getPath } from '../values/paths';

/** The ApiResult body of a 4xx answer, as far as the console reads it. */
export interface ServerErrorBody {
  resultId?: string;
  message?: string;
  validationErrors?: { errorId?: string; fieldPath?: string; message?: string }[];
}

export type FieldErrors = Record<string, string[]>;

export interface MappedErrors {
  /** Messages shown under a field, by field name. */
  fieldErrors: FieldErrors;
  /** Messages shown as general error messages. */
  general: string[];
}

/**
 * The field a server fieldPath refers to: the name itself, or the longest field the path is inside
 * (`spBrowserSso.adapterMappings[0].attributeContractFulfillment.mail` → `spBrowserSso.adapterMappings`),
 * or the field at its first segment (`a.b`, `a[0]` → `a`), or a dotted field under that segment (`ref` → `ref.id`).
 */
export function fieldOfPath(fieldPath: string | undefined, fieldNames: readonly string[]): string | undefined {
  if (!fieldPath) return undefined;
  const plain = fieldPath.replace(/\[\d+\]/g, '');
  if (fieldNames.includes(plain)) return plain;
  const container = fieldNames.filter((name) => plain.startsWith(`${name}.`)).sort((a, b) => b.length - a.length)[0];
  if (container) return container;
  const head = fieldPath.split(/[.[]/, 1)[0];
  if (fieldNames.includes(head)) return head;
  return fieldNames.find((name) => name.split('.', 1)[0] === head);
}

/**
 * The key a field's server error is kept under: the field, or for one row of a list field the row
 * (`redirectUris[2]` → `redirectUris.2`), which the form shows under that row, or anywhere inside a
 * deep field, which shows errors where they point (`configuration.tables.0.rows.1.fields.2.value`).
 */
function errorKey(fieldPath: string, field: string, deepFields: readonly string[]): string {
  const dotted = fieldPath.replace(/\[(\d+)\]/g, '.$1');
  if (deepFields.includes(field) && dotted.startsWith(`${field}.`)) return dotted;
  return isRowOf(dotted, field) ? dotted : field;
}

/**
 * Splits server errors: those whose fieldPath names a field go under it, the rest are general.
 * The envelope's own message is shown only when no validation error says anything more precise.
 */
export function mapServerErrors(body: ServerErrorBody | undefined, fieldNames: readonly string[], deepFields: readonly string[] = []): MappedErrors {
  const fieldErrors: FieldErrors = {};
  const general: string[] = [];
  for (const error of body?.validationErrors ?? []) {
    if (!error.message) continue;
    const field = fieldOfPath(error.fieldPath, fieldNames);
    if (field) (fieldErrors[errorKey(error.fieldPath as string, field, deepFields)] ??= []).push(error.message);
    else general.push(error.message);
  }
  if (!body?.validationErrors?.length && body?.message) general.push(body.message);
  return { fieldErrors, general };
}

/** A generated form's server errors: under its fields, deep inside those with deep widgets (rows, a plugin configuration). */
export function mapFormErrors(body: ServerErrorBody | undefined, fields: readonly FieldDefinition[]): MappedErrors {
  const deep = fields.filter((field) => DEEP_WIDGETS.includes(field.widget)).map((field) => field.name);
  return mapServerErrors(body, fields.map((field) => field.name), deep);
}

const isRowOf = (key: string, field: string) => key.startsWith(`${field}.`) && /^\d+$/.test(key.slice(field.length + 1));

/** Editing a field clears that field's server errors (its rows' too) and keeps the others. */
export function clearFieldErrors(fieldErrors: FieldErrors, editedFields: readonly string[]): FieldErrors {
  const cleared = Object.keys(fieldErrors).filter((key) => editedFields.some((field) => key === field || isRowOf(key, field)));
  if (cleared.length === 0) return fieldErrors;
  const rest = { ...fieldErrors };
  for (const key of cleared) delete rest[key];
  return rest;
}

/**
 * Errors kept deep inside a field (`configuration.fields.3.value`) go once the value they point at
 * changes; a list that grows or shrinks changes, so its rows' errors go with it.
 */
export function clearChangedPaths(fieldErrors: FieldErrors, before: Record<string, unknown>, after: Record<string, unknown>): FieldErrors {
  const changed = Object.keys(fieldErrors).filter((key) => key.includes('.') && JSON.stringify(getPath(before, key)) !== JSON.stringify(getPath(after, key)));
  if (changed.length === 0) return fieldErrors;
  const rest = { ...fieldErrors };
  for (const key of changed) delete rest[key];
  return rest;
}

/** Fields whose value differs between two form states (top-level keys and the given, possibly dotted, names). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, fieldNames: readonly string[] = []): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => before[key] !== after[key]);
  const nested = fieldNames.filter((name) => name.includes('.') && getPath(before, name) !== getPath(after, name));
  return [...changed, ...nested];
}

/** Errors for `<property>[i]` paths, by row index; others general (string-list pages). */
export function mapIndexedErrors(body: ServerErrorBody | undefined, property: string): { rowErrors: Record<number, string[]>; general: string[] } {
  const rowErrors: Record<number, string[]> = {};
  const general: string[] = [];
  const rowPath = new RegExp(`^${property}\\[(\\d+)\\]$`);
  for (const error of body?.validationErrors ?? []) {
    if (!error.message) continue;
    const match = rowPath.exec(error.fieldPath ?? '');
    if (match) (rowErrors[Number(match[1])] ??= []).push(error.message);
    else general.push(error.message);
  }
  if (!body?.validationErrors?.length && body?.message) general.push(body.message);
  return { rowErrors, general };
}
