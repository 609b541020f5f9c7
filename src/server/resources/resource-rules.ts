/** Checks the generic resources apply beyond the contract's JSON Schema. */
import type { ResourceDefinition } from '../../shared/route-binding';
import { labelOf } from '../services/contract/field-labels';
import type { ValidationErrorItem } from '../core/api-error';

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

/** A value found at a dotted path, with the concrete path it sits at (`rootNode.children[1].action.fragment.id`). */
export interface PathEntry {
  path: string;
  value: string;
}

type Found = { path: string; value: unknown };

/** Lists spread into their items, each at its index. */
const spread = (found: Found[]): Found[] => found.flatMap((entry) => (Array.isArray(entry.value) ? entry.value.map((value, i) => ({ path: `${entry.path}[${i}]`, value })) : [entry]));
const child = (entry: Found, segment: string): Found => ({
  path: entry.path ? `${entry.path}.${segment}` : segment,
  value: entry.value && typeof entry.value === 'object' ? (entry.value as Record<string, unknown>)[segment] : undefined,
});

/**
 * Values at a dotted path with where they are. Lists are spread, also on the way (`issuers.id` of
 * `issuers: [{id}, ...]`); a segment `children*` is the object itself and every object below it
 * through `children`, at any depth (the nodes of a policy tree).
 */
export function entriesAt(doc: Record<string, unknown>, path: string): PathEntry[] {
  let found: Found[] = [{ path: '', value: doc }];
  for (const segment of path.split('.')) {
    if (segment.endsWith('*')) {
      const property = segment.slice(0, -1);
      const all: Found[] = [];
      for (let level = spread(found).filter((entry) => entry.value && typeof entry.value === 'object'); level.length > 0; ) {
        all.push(...level);
        level = spread(level.map((entry) => child(entry, property))).filter((entry) => entry.value && typeof entry.value === 'object');
      }
      found = all;
      continue;
    }
    found = spread(found).map((entry) => child(entry, segment));
  }
  return spread(found)
    .filter((entry) => !isBlank(entry.value) && (typeof entry.value === 'string' || typeof entry.value === 'number'))
    .map((entry) => ({ path: entry.path, value: String(entry.value) }));
}

/**
 * Values at a dotted path (`authorizationDetailProcessorRef.id`); lists are spread, also on the
 * way (`issuers.id` of `issuers: [{id}, ...]`), and `children*` walks a tree (see entriesAt).
 */
export function valuesAt(doc: Record<string, unknown>, path: string): string[] {
  return entriesAt(doc, path).map((entry) => entry.value);
}

/**
 * Required scalar fields must not be blank (the schema only says they are present). A dotted
 * field is checked only when its parent object is there (a missing parent is reported itself).
 */
export function blankRequiredFields(definition: ResourceDefinition, doc: Record<string, unknown>): ValidationErrorItem[] {
  const missing = definition.required.filter((field) => {
    // A field of an object the document leaves out is required only once that object is there (as in the contract's schemas).
    const parent = field.includes('.') ? valueAt(doc, field.slice(0, field.lastIndexOf('.'))) : doc;
    if (parent === undefined) return false;
    const value = valueAt(doc, field);
    return !Array.isArray(value) && isBlank(value);
  });
  return missing.filter((field) => !missing.some((other) => field.startsWith(`${other}.`))).map((field) => requiredFieldMissing(definition.labels, field));
}

/** The error of a required field left blank: "<Label> is required.", at the field. */
export const requiredFieldMissing = (labels: ResourceDefinition['labels'], field: string): ValidationErrorItem => ({
  errorId: 'required_field_missing',
  fieldPath: field,
  message: `${labelOf(labels, field, field.split('.')[0].replace(/Ref$/, ''))} is required.`,
});

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
        const message = resourceMessage(definition, 'required') ?? `${labelOf(definition.labels, field)} is required.`;
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

/** `label`: the field's words (labelOf). */
export const inUseMessage = (label: string, value: unknown): string => `${label} '${String(value)}' is already in use.`;
