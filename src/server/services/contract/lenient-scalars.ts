/**
 * PingFederate's JSON binding converts a string where its model has a boolean or a number
 * (`"dynamic": "false"`, `"validDays": "1825"`), and real configuration scripts rely on it. A body
 * the contract refuses for such a type is given the converted values and checked again, so the
 * contract check, the handler, the history and the store all see the typed value; a string the
 * binding would not convert (`"abc"` for an integer, `""`, `"1.5"` for an integer) keeps its 422.
 *
 * It also takes back what PingFederate answers in every reference: a `location` beside the
 * `id` of a ResourceLink (`"pluginDescriptorRef": {"id": …, "location": "https://…"}`), which
 * clients that save what they read send back and PingFederate ignores. 12.1's contract has only
 * `id`, so the location is left out before the body is checked again (and never stored).
 *
 * ajv names every place (with the discriminator, only the document's own member; oneOf and anyOf
 * members each), so no schema walk of ours has to resolve references or polymorphism.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { instancePathSegments, valueAtInstancePath } from './contract-validation';

/** The rounds of conversion a body may need: a member chosen only after a conversion can name more. */
const MAX_ROUNDS = 4;

const BOOLEANS: Record<string, boolean> = { true: true, True: true, TRUE: true, false: false, False: false, FALSE: false };
const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** What the binding makes of `text` for one of the `expected` JSON types, or undefined. */
export function convertedScalar(text: string, expected: readonly string[]): boolean | number | undefined {
  const trimmed = text.trim();
  if (expected.includes('boolean') && Object.hasOwn(BOOLEANS, trimmed)) return BOOLEANS[trimmed];
  if (expected.includes('integer') && INTEGER.test(trimmed)) {
    const value = Number(trimmed);
    return Number.isSafeInteger(value) ? value : undefined;
  }
  if (expected.includes('number') && NUMBER.test(trimmed)) {
    const value = Number(trimmed);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

/** Converts the string at each type error's place the binding would convert; says how many it converted. */
function convertAt(errors: readonly ErrorObject[], body: unknown): number {
  let converted = 0;
  for (const error of errors) {
    if (error.keyword !== 'type' || error.instancePath === '') continue;
    const name = instancePathSegments(error.instancePath).at(-1) as string;
    const parent = valueAtInstancePath(body, error.instancePath.slice(0, error.instancePath.lastIndexOf('/')));
    if (typeof parent !== 'object' || parent === null) continue;
    const holder = parent as Record<string, unknown>;
    const value = holder[name];
    if (typeof value !== 'string') continue;
    const expected = String((error.params as { type?: unknown }).type ?? '').split(',');
    const typed = convertedScalar(value, expected);
    if (typed === undefined) continue;
    holder[name] = typed;
    converted++;
  }
  return converted;
}

const REFERENCE_SCHEMA = 'contract#/components/schemas/ResourceLink/additionalProperties';

/** Leaves out each reference's `location` that the errors name; says how many it left out. */
function dropReferenceLocations(errors: readonly ErrorObject[], body: unknown): number {
  let dropped = 0;
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties' || error.schemaPath !== REFERENCE_SCHEMA || (error.params as { additionalProperty?: unknown }).additionalProperty !== 'location') continue;
    const holder = valueAtInstancePath(body, error.instancePath);
    if (typeof holder !== 'object' || holder === null || typeof (holder as Record<string, unknown>).location !== 'string') continue;
    delete (holder as Record<string, unknown>).location;
    dropped++;
  }
  return dropped;
}

/**
 * Whether `body` meets the contract once the strings PingFederate converts are converted and the
 * references' locations it ignores are left out (in place). The validator's errors are those of
 * the last check.
 */
export function validateWithScalarConversion(validate: ValidateFunction, body: unknown): boolean {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (validate(body)) return true;
    const errors = validate.errors ?? [];
    if (convertAt(errors, body) + dropReferenceLocations(errors, body) === 0) return false;
  }
  return validate(body);
}
