/**
 * Edits of a fulfillment map row by row (widget fulfillment). A row without a source is not in the
 * map: the contract attribute is then unfulfilled, which the server refuses at its path.
 */
import type { FulfillmentMap, FulfillmentValue } from '../../../../shared/fulfillment';

/** Source types whose value is not asked for. */
export const VALUELESS_SOURCES: readonly string[] = ['NO_MAPPING'];

/** The map with `name`'s source set to `type` ('' takes the row out); a new type drops the old one's attribute source id. */
export function withSource(map: FulfillmentMap, name: string, type: string): FulfillmentMap {
  const { [name]: row, ...others } = map;
  if (type === '') return others;
  const source: FulfillmentValue['source'] = row?.source?.type === type ? { ...row.source } : { type };
  const value = VALUELESS_SOURCES.includes(type) ? '' : (row?.value ?? '');
  return { ...map, [name]: { ...row, source, value } };
}

/** The map with `name`'s value set; a row without a source has no value to set. */
export function withValue(map: FulfillmentMap, name: string, value: string): FulfillmentMap {
  const row = map[name];
  return row ? { ...map, [name]: { ...row, value } } : map;
}
