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

/** An ajv error as the generator words it. */
type Worded = { reason: string; fix: string };
type Issue = Worded & { path: string };

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** How YAML read a value: "the number 12", "null (no value)". */
function describe(value: unknown): string {
  if (value === null) return 'null (no value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `the ${typeof value} ${JSON.stringify(value)}`;
}

/** A value of each type, as the fix writes it. */
const TYPE_EXAMPLES: Record<string, string> = { string: '"…"', boolean: 'true', integer: '1', number: '1', object: '{ … }', array: '[ … ]', null: 'null' };

const TYPE_NAMES: Record<string, string> = { string: 'a string', boolean: 'true or false', integer: 'a whole number', number: 'a number', object: 'a mapping (key: value lines)', array: 'a list', null: 'null' };

/** The key an error is about, named by the last step of its path. */
const lastKey = (instancePath: string) => instancePath.split('/').pop()?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';

/** The reason and fix of a wrong type; a scalar YAML read where a string belongs gets its quoting. */
function typeRefusal(error: ErrorObject, source: SourceAt): Worded {
  const expected = String((error.params as Json).type).split(',');
  const wanted = expected.map((t) => TYPE_NAMES[t] ?? t).join(' or ');
  const data = error.data;
  const scalar = data === null || ['number', 'boolean'].includes(typeof data);
  const key = lastKey(error.instancePath);
  // A list item is written `- value`, a mapping's value `key: value`.
  const written = (value: string) => (/^\d+$/.test(key) ? `- ${value}` : `${key}: ${value}`);
  if (expected.includes('string') && scalar) {
    const text = source(error.instancePath)?.trim() || (data === null ? '' : String(data));
    if (data === null && (text === '' || text === '~' || text === 'null')) {
      return { reason: `must be a string, but YAML reads ${text === '' ? 'an empty value' : `\`${text}\``} as null (no value)`, fix: `Write the text: \`${written('"…"')}\`.` };
    }
    return { reason: `must be a string, but YAML reads ${text === '' ? 'an empty value' : `\`${text}\``} as ${describe(data)}`, fix: `Quote it: \`${written(`"${text}"`)}\`.` };
  }
  return { reason: `must be ${wanted}, not ${describe(data)}`, fix: `Write ${wanted} here: \`${written(TYPE_EXAMPLES[expected[0]] ?? '…')}\`.` };
}

function additionalRefusal(error: ErrorObject): Issue {
  const key = String((error.params as Json).additionalProperty);
  const allowed = Object.keys(((error.parentSchema as Json | undefined)?.properties as Json | undefined) ?? {});
  const near = didYouMean(key, allowed);
  const path = `${error.instancePath}${pointer(key)}`;
  if (near) return { path, reason: `unknown key "${key}"`, fix: `${near.trim()} Rename it, or remove it.` };
  const list = allowed.length > 0 ? ` The keys allowed here: ${allowed.join(', ')}.` : '';
  return { path, reason: `unknown key "${key}": this place takes no such key`, fix: `Remove it, or declare it in schemas/page.schema.json if pages need it.${list}` };
}

/** One issue (where, why and the fix) for one ajv error on a page file. */
export function pageSchemaIssue(error: ErrorObject, source: SourceAt): Issue {
  const p = error.params as Json;
  const at = error.instancePath || '/';
  if (error.propertyName) {
    const key = error.propertyName;
    const path = `${error.instancePath}${pointer(key)}`;
    if (error.keyword === 'not') {
      const reserved = ((error.schema as Json | undefined)?.enum as unknown[] | undefined)?.map(String) ?? [];
      return { path, reason: `key "${key}" is reserved here (it names something else)`, fix: `Choose another key (${reserved.length > 0 ? `${reserved.join(', ')} are` : 'this one is'} taken), e.g. "${key}Text".` };
    }
    if (error.keyword === 'pattern') return { path, reason: `key "${key}" does not match ${String(p.pattern)}`, fix: 'Rename it: start with a lowercase letter, then letters and digits only.' };
    return { path, reason: `key "${key}" ${error.message}`, fix: 'Rename it to a key this place allows.' };
  }
  switch (error.keyword) {
    case 'additionalProperties':
      return additionalRefusal(error);
    case 'required': {
      const key = String(p.missingProperty);
      const conditional = error.schemaPath.includes('/then/') ? ' (required by the values of the other keys here)' : '';
      return { path: at, reason: `the key "${key}" is missing${conditional}`, fix: `Add \`${key}:\` here.` };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const near = typeof error.data === 'string' ? didYouMean(error.data, allowed) : '';
      return { path: at, reason: `${quoted(error.data)} is not allowed here`, fix: `${near.trim()} Use one of: ${allowed.join(', ')}.`.trim() };
    }
    case 'const':
      return { path: at, reason: `must be ${quoted(p.allowedValue)}, not ${quoted(error.data)}`, fix: `Write ${quoted(p.allowedValue)} here.` };
    case 'type':
      return { path: at, ...typeRefusal(error, source) };
    case 'pattern': {
      const description = (error.parentSchema as Json | undefined)?.description;
      return { path: at, reason: `${quoted(error.data)} does not match ${String(p.pattern)}`, fix: `${typeof description === 'string' ? `${description} ` : ''}Change the value to match.` };
    }
    case 'false schema':
      return { path: at, reason: `"${lastKey(error.instancePath)}" is not allowed for this view`, fix: 'Remove it (it means nothing on a page of this view), or change view to one that takes it.' };
    case 'minItems':
      return { path: at, reason: `${error.message}`, fix: `Add at least ${String(p.limit)} item(s).` };
    case 'maxItems':
    case 'maxProperties':
      return Number(p.limit) === 0
        ? { path: at, reason: 'must be empty here (this view takes none)', fix: 'Remove it.' }
        : { path: at, reason: `${error.message}`, fix: `Remove the extra ones (at most ${String(p.limit)}).` };
    case 'minLength':
      return { path: at, reason: 'must not be empty', fix: 'Write a value here.' };
    case 'minProperties':
      return { path: at, reason: `${error.message}`, fix: `Add at least ${String(p.limit)} key(s).` };
    default:
      return { path: at, reason: error.message ?? error.keyword, fix: `Change the value to meet the page schema's "${error.keyword}" rule (schemas/page.schema.json, ${error.schemaPath}).` };
  }
}
