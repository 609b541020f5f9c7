/** The model's most common refusals, worded once: each a reason and its fix. */
import type { JsonSchema } from '../../src/shared/page-model';
import type { ErrorObject } from 'ajv';
import type { Refusal } from '../errors';
import { didYouMean } from '../load/near-names';
import { itemsOf, objectProperties, propertyAt } from './schema-walk';

/** A fix that names the near names first (`Did you mean "color"? …`), or the fix alone. */
export function nearFirst(name: string, candidates: readonly string[], fix: string): string {
  return `${didYouMean(name, candidates)} ${fix}`.trim();
}

/** Names, listed when they are few enough to read: ` (a, b, c)`, else ''. */
export const few = (names: readonly string[]) => (names.length > 0 && names.length <= 12 ? ` (${names.join(', ')})` : '');

/**
 * A name that is not a property of an object (`owner`: schema "Widget", the items of "getThings"):
 * where a dotted name stops resolving, the near names, or the ones there are and where to declare it.
 */
export function notAPropertyIn(name: string, owner: string, properties: Record<string, JsonSchema>, declareIn: string): Refusal {
  const segments = name.split('.');
  const reason = `"${name}" is not a property of ${owner}`;
  let known = segments.length - 1;
  while (known > 0 && !propertyAt(properties, segments.slice(0, known).join('.'))) known--;
  if (known > 0) {
    const prefix = segments.slice(0, known).join('.');
    const holder = propertyAt(properties, prefix);
    const inner = Object.keys(objectProperties(itemsOf(holder) ?? holder));
    return [`${reason}: "${prefix}" is, but holds no "${segments[known]}"`, nearFirst(segments[known], inner, `Name a property inside "${prefix}"${few(inner)}, or declare "${segments[known]}" in its schema in the contract.`)];
  }
  const names = Object.keys(properties);
  return [reason, nearFirst(segments[0], names, `Use one of its properties${few(names)}, or declare "${segments[0]}" in ${declareIn}.`)];
}

/** A name that is not a property of a component schema of the contract. */
export function notAPropertyOf(name: string, schemaName: string, properties: Record<string, JsonSchema>): Refusal {
  return notAPropertyIn(name, `schema "${schemaName}"`, properties, `components.schemas.${schemaName} of the contract`);
}

/** A name that is not a property of the items a list operation answers. */
export function notAnItemProperty(name: string, list: string, items: Record<string, JsonSchema>, contractFile: string): Refusal {
  return notAPropertyIn(name, `the items of "${list}"`, items, `the item schema of "${list}"'s answer in ${contractFile}`);
}

/** A select-only key (`lookup`) on a field that is not a select. */
export function notASelect(name: string, fields: readonly { name: string }[]): Refusal {
  const fix = fields.some((f) => f.name === name) ? `Remove lookup, or make the field "${name}" a select (widget: select, with options).` : `Remove lookup, or add a select field "${name}" (widget: select, with options) to fields.`;
  return [`lookup needs "${name}" to be a select field of this page`, fix];
}

/** A page size above what the list operation serves. */
export function aboveMaximum(size: number, max: number, list: string, contractFile: string): Refusal {
  return [`must be at most ${max} (numberPerPage maximum of "${list}"), not ${size}`, `Write ${max} or less, or raise the maximum of numberPerPage of "${list}" in ${contractFile}.`];
}

/** An operationId the contract does not have. */
export function unknownOperation(operationId: string, contractFile: string, operationIds: readonly string[]): Refusal {
  return [`unknown operationId "${operationId}" (not in ${contractFile})`, nearFirst(operationId, operationIds, `Use an operationId of the contract, or add the operation to ${contractFile}.`)];
}

/** A text the page must have for something it declares. */
export function missingText(key: string, why: string): Refusal {
  return [`${why} needs the text "${key}" in texts`, `Add \`${key}: "…"\` under texts.`];
}

/** The fix of a value the contract's schema refuses (ajv's error), named by what `where` holds: settings.default, a descriptor. */
export function contractValueFix(error: ErrorObject, schemaName: string, where: string): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `Write a value of type ${String(p.type)} here, as components.schemas.${schemaName} declares.`;
    case 'enum':
      return `Use one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'const':
      return `Write ${JSON.stringify(p.allowedValue)} here.`;
    case 'required':
      return `Add "${String(p.missingProperty)}" here.`;
    case 'additionalProperties':
      return `Remove "${String(p.additionalProperty)}" (${schemaName} has no such property here), or declare it in components.schemas.${schemaName} of the contract.`;
    default:
      return `Change ${where} here so it is a valid ${schemaName}: the value ${error.message ?? `breaks "${error.keyword}"`}.`;
  }
}
