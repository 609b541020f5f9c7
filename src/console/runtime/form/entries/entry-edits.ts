/**
 * Adding and removing entries of an entries field. The other entries stay as they are, what the
 * form does not show included.
 */
import type { FieldDefinition } from '../../../../shared/page-model';
import { setPath } from '../../values/paths';

type Entry = Record<string, unknown>;

/** A new entry: an empty fulfillment map for each fulfillment (the contract needs the map; the server names its unfilled rows). */
export function newEntry(fields: readonly FieldDefinition[]): Entry {
  return fields.filter((field) => field.widget === 'fulfillment').reduce<Entry>((entry, field) => setPath(entry, field.name, {}) as Entry, {});
}

/** The list without the entry at `index`. */
export const withoutEntry = (list: readonly Entry[], index: number): Entry[] => list.filter((_, i) => i !== index);
