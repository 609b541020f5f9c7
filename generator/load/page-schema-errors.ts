/**
 * ajv's errors on a page file as sentences a page author can act on: the offending key or value,
 * what is allowed, and the fix (the key to add, the name to use, the quoting YAML needs).
 * The validator runs with `verbose`, so each error carries its data and the schema around it.
 */
import type { ErrorObject } from 'ajv';
import { pointer } from '../errors';
import { didYouMean } from './near-names';

/** The YAML text of the value at a JSON pointer, when the file is at hand (for quoting advice). */
export type SourceAt = (path: string) => string | undefined;

type Json = Record<string, unknown>;

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** How YAML read a value: "the number 12", "null (no value)". */
function describe(value: unknown): string {
  if (value === null) return 'null (no value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `the ${typeof value} ${JSON.stringify(value)}`;
}

const TYPE_NAMES: Record<string, string> = { string: 'a string', boolean: 'true or false', integer: 'a whole number', number: 'a number', object: 'a mapping (key: value lines)', array: 'a list', null: 'null' };

/** The key an error is about, named by the last step of its path. */
const lastKey = (instancePath: string) => instancePath.split('/').pop()?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';

function typeReason(error: ErrorObject, source: SourceAt): string {
  const expected = String((error.params as Json).type).split(',');
  const wanted = expected.map((t) => TYPE_NAMES[t] ?? t).join(' or ');
  const data = error.data;
  const scalar = data === null || ['number', 'boolean'].includes(typeof data);
  if (expected.includes('string') && scalar) {
    const text = source(error.instancePath)?.trim() || (data === null ? '' : String(data));
    const key = lastKey(error.instancePath);
    if (data === null && (text === '' || text === '~' || text === 'null')) return `must be a string, but YAML reads ${text === '' ? 'an empty value' : `\`${text}\``} as null (no value). Write the text: \`${key}: "…"\`.`;
    return `must be a string, but YAML reads ${text === '' ? 'an empty value' : `\`${text}\``} as ${describe(data)}. Quote it: \`${key}: "${text}"\`.`;
  }
  return `must be ${wanted}, not ${describe(data)}. Write ${wanted} here.`;
}

function additionalReason(error: ErrorObject): { path: string; reason: string } {
  const key = String((error.params as Json).additionalProperty);
  const allowed = Object.keys(((error.parentSchema as Json | undefined)?.properties as Json | undefined) ?? {});
  const near = didYouMean(key, allowed);
  const path = `${error.instancePath}${pointer(key)}`;
  if (near) return { path, reason: `unknown key "${key}".${near} Rename it, or remove it.` };
  const list = allowed.length > 0 ? ` The keys allowed here: ${allowed.join(', ')}.` : '';
  return { path, reason: `unknown key "${key}": this place takes no such key. Remove it, or declare it in schemas/page.schema.json if pages need it.${list}` };
}

/** One issue (where, and why with the fix) for one ajv error on a page file. */
export function pageSchemaIssue(error: ErrorObject, source: SourceAt): { path: string; reason: string } {
  const p = error.params as Json;
  const at = error.instancePath || '/';
  if (error.propertyName) {
    const key = error.propertyName;
    if (error.keyword === 'not') return { path: `${error.instancePath}${pointer(key)}`, reason: `key "${key}" is reserved here (it names something else). Choose another key.` };
    if (error.keyword === 'pattern') return { path: `${error.instancePath}${pointer(key)}`, reason: `key "${key}" does not match ${String(p.pattern)}. Rename it: start with a lowercase letter, then letters and digits only.` };
    return { path: `${error.instancePath}${pointer(key)}`, reason: `key "${key}" ${error.message}. Rename it.` };
  }
  switch (error.keyword) {
    case 'additionalProperties':
      return additionalReason(error);
    case 'required': {
      const key = String(p.missingProperty);
      const conditional = error.schemaPath.includes('/then/') ? ' (required by the values of the other keys here)' : '';
      return { path: at, reason: `the key "${key}" is missing${conditional}. Add \`${key}:\` here.` };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const near = typeof error.data === 'string' ? didYouMean(error.data, allowed) : '';
      return { path: at, reason: `${quoted(error.data)} is not allowed here.${near} Use one of: ${allowed.join(', ')}.` };
    }
    case 'const':
      return { path: at, reason: `must be ${quoted(p.allowedValue)}, not ${quoted(error.data)}. Write ${quoted(p.allowedValue)} here.` };
    case 'type':
      return { path: at, reason: typeReason(error, source) };
    case 'pattern': {
      const description = (error.parentSchema as Json | undefined)?.description;
      return { path: at, reason: `${quoted(error.data)} does not match ${String(p.pattern)}.${typeof description === 'string' ? ` ${description}` : ''} Change the value to match.` };
    }
    case 'false schema':
      return { path: at, reason: `"${lastKey(error.instancePath)}" is not allowed for this view. Remove it (it means nothing on a page of this view).` };
    case 'minItems':
      return { path: at, reason: `${error.message}. Add at least ${String(p.limit)}.` };
    case 'maxItems':
    case 'maxProperties':
      return { path: at, reason: Number(p.limit) === 0 ? 'must be empty here (this view takes none). Remove it.' : `${error.message}. Remove the extra ones.` };
    case 'minLength':
      return { path: at, reason: `must not be empty. Write a value here.` };
    case 'minProperties':
      return { path: at, reason: `${error.message}. Add at least ${String(p.limit)} key(s).` };
    default:
      return { path: at, reason: error.message ?? error.keyword };
  }
}
