/**
 * A file from another version of PingFederate holds fields this server's contract does not have
 * (a later version's new settings) and values of lists of choices it does not offer (a later
 * version's new administrative role). With `dropUnknownFields` they are left out of the item
 * before its own operation sees it, and each is reported, instead of the item being refused.
 *
 * ajv names them: an `additionalProperties` error is a field the schema lacks, an `enum` error
 * on an entry of a list is a value it lacks. Every polymorphic schema of the contract has a
 * discriminator, so ajv weighs only the member the item names and never calls a field of another
 * member unknown.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { contractSchemas } from '../../../../generated/server-routes.gen';
import type { JsonSchema } from '../../../shared/page-model';
import { createContractValidators, toFieldPath, valueAtInstancePath } from '../../services/contract/contract-validation';

/** A field or value left out, where it sat in the item (`configuration.newField`, `roles[2]`). */
export interface UnknownField {
  fieldPath: string;
  reason: string;
}

/** Rounds of dropping: a field left out can reveal another only once its parent is weighed again. */
const MAX_ROUNDS = 4;

const validators = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = createContractValidators(contractSchemas as JsonSchema).body(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** What one error makes unknown: a field of an object, or an entry of a list of choices. */
function unknownOf(error: ErrorObject, item: unknown): { holder: Record<string, unknown> | unknown[]; name: string; found: UnknownField } | undefined {
  if (error.keyword === 'additionalProperties') {
    const holder = valueAtInstancePath(item, error.instancePath);
    const name = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    if (typeof holder !== 'object' || holder === null || Array.isArray(holder) || !Object.hasOwn(holder, name)) return undefined;
    return { holder: holder as Record<string, unknown>, name, found: { fieldPath: toFieldPath(error.instancePath, name), reason: 'This server\'s version of PingFederate has no such field.' } };
  }
  if (error.keyword === 'enum') {
    const segments = error.instancePath.split('/');
    const index = segments.pop() as string;
    const holder = valueAtInstancePath(item, segments.join('/'));
    if (!/^\d+$/.test(index) || !Array.isArray(holder)) return undefined;
    const value = holder[Number(index)];
    return { holder, name: index, found: { fieldPath: toFieldPath(error.instancePath), reason: `This server's version of PingFederate does not offer the value '${String(value)}'.` } };
  }
  return undefined;
}

/**
 * Leaves out of `item` (in place) what `schema` does not have, and says what it left out. Other
 * refusals (a missing required field, a wrong type) are left for the item's own operation to answer.
 */
export function dropUnknownFields(item: unknown, schema: JsonSchema): UnknownField[] {
  const validate = validatorOf(schema);
  const dropped: UnknownField[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (validate(item)) break;
    const all = (validate.errors ?? []).flatMap((error) => unknownOf(error, item) ?? []);
    // One place may be named by several errors (a field of a member and of its if/then).
    const found = all.filter((unknown, index) => all.findIndex((other) => other.holder === unknown.holder && other.name === unknown.name) === index);
    if (found.length === 0) break;
    // Entries of a list go from the last, so the indexes of the others still hold.
    const entries = found.filter((unknown) => Array.isArray(unknown.holder)).sort((a, b) => Number(b.name) - Number(a.name));
    for (const { holder, name } of entries) (holder as unknown[]).splice(Number(name), 1);
    for (const { holder, name } of found) if (!Array.isArray(holder)) delete holder[name];
    dropped.push(...found.map((unknown) => unknown.found));
  }
  return dropped;
}
