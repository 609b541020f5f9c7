/**
 * The field-level difference of two versions of an object, for the history: one row per changed
 * leaf, named the way the form names its fields (`clientAuth.type`, `redirectUris[2]`) and labelled
 * with the form schema's titles where it has them ("Client Authentication › Type").
 */
import type { JsonSchema } from '../../../shared/page-model';

export interface FieldChange {
  /** Dotted, list items in brackets: `a.b[2].c`. */
  path: string;
  /** The titles along the path, when the form schema has the field. */
  label?: string;
  /** Absent: the field was not there. */
  before?: unknown;
  after?: unknown;
}

type Step = string | number;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `a.b[2].c` */
export function formPath(steps: readonly Step[]): string {
  return steps.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');
}

/** The schema's titles along `steps` (a list item is its list's title and its number), if the schema describes the whole path. */
function labelAt(schema: JsonSchema | undefined, steps: readonly Step[]): string | undefined {
  const parts: string[] = [];
  let node: JsonSchema | undefined = schema;
  for (const step of steps) {
    if (!node) return undefined;
    if (typeof step === 'number') {
      if (parts.length === 0) return undefined;
      parts[parts.length - 1] += ` ${step + 1}`;
      node = node.items as JsonSchema | undefined;
      continue;
    }
    const properties = node.properties as Record<string, JsonSchema> | undefined;
    node = properties?.[step];
    if (!node) return undefined;
    parts.push(typeof node.title === 'string' ? node.title : step);
  }
  return parts.length > 0 ? parts.join(' › ') : undefined;
}

export function fieldChanges(before: unknown, after: unknown, schema?: JsonSchema): FieldChange[] {
  const changes: FieldChange[] = [];
  // A side that is missing where the other holds an object or a list is walked as an empty one,
  // so a created or deleted object shows its leaves, not one block of JSON.
  const emptyLike = (value: unknown) => (Array.isArray(value) ? [] : isObject(value) ? {} : undefined);
  const walk = (a: unknown, b: unknown, steps: Step[]) => {
    if (same(a, b)) return;
    if (a === undefined && emptyLike(b) !== undefined) a = emptyLike(b);
    if (b === undefined && emptyLike(a) !== undefined) b = emptyLike(a);
    if (isObject(a) && isObject(b)) {
      for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])]) walk(a[name], b[name], [...steps, name]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], [...steps, i]);
      return;
    }
    const label = labelAt(schema, steps);
    changes.push({ path: formPath(steps), ...(label ? { label } : {}), ...(a === undefined ? {} : { before: a }), ...(b === undefined ? {} : { after: b }) });
  };
  walk(before, after, []);
  return changes;
}

/** A value as a history row shows it: text as it is, anything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
