/**
 * Attribute contract fulfillment (PingFederate's attributeContractFulfillment: attribute name →
 * {source: {type, id?}, value}), whose rows are the attribute names of another object's contract (an
 * access token mapping's manager). The rules both ends apply: the console derives the rows and keeps
 * what it can when the object changes, the server refuses a map that does not fulfil the contract.
 */

export interface FulfillmentValue {
  source: { type: string; id?: string };
  value: string;
  [more: string]: unknown;
}

export type FulfillmentMap = Record<string, FulfillmentValue>;

export interface FulfillmentProblem {
  /** The attribute the problem is about; its path is `<field>.<name>` (`.source.type` for a source). */
  name: string;
  path: 'row' | 'source';
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The strings at a dotted path, lists spread on the way (`attributeContract.extendedAttributes.name`). */
function stringsAt(value: unknown, segments: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => stringsAt(item, segments));
  if (segments.length === 0) return typeof value === 'string' && value.trim() !== '' ? [value] : [];
  return isRecord(value) ? stringsAt(value[segments[0]], segments.slice(1)) : [];
}

/** The contract's attribute names, in order, each once, from the object at the paths `names`. */
export function contractNames(object: unknown, names: readonly string[]): string[] {
  return [...new Set(names.flatMap((path) => stringsAt(object, path.split('.'))))];
}

/** The map for a new contract: the rows of the names that remain keep their values, the others go. */
export function rederived(map: FulfillmentMap | undefined, names: readonly string[]): FulfillmentMap {
  const kept: FulfillmentMap = {};
  for (const name of names) if (map && Object.hasOwn(map, name)) kept[name] = map[name];
  return kept;
}

/** Whether `map` holds exactly the rows of `names` (a re-derivation would change nothing). */
export const holdsExactly = (map: FulfillmentMap | undefined, names: readonly string[]): boolean =>
  Object.keys(map ?? {}).every((name) => names.includes(name));

/**
 * What keeps `map` from fulfilling the contract `names` with the sources offered: an attribute
 * without a row ("'device_id' of the contract must be fulfilled."), a row for a name the contract
 * lacks, a source not offered.
 */
export function fulfillmentProblems(map: FulfillmentMap | undefined, names: readonly string[], sources: readonly string[], contractLabel: string): FulfillmentProblem[] {
  const rows = map ?? {};
  const problems: FulfillmentProblem[] = [];
  for (const name of names) {
    if (!Object.hasOwn(rows, name)) problems.push({ name, path: 'row', message: `'${name}' of the ${contractLabel} must be fulfilled: choose its source.` });
  }
  for (const [name, row] of Object.entries(rows)) {
    if (!names.includes(name)) problems.push({ name, path: 'row', message: `'${name}' is not an attribute of the ${contractLabel}.` });
    else if (!sources.includes(row.source?.type)) problems.push({ name, path: 'source', message: `'${row.source?.type}' is not a source this page offers for '${name}'.` });
  }
  return problems;
}
