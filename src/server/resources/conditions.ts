/** Conditions on an object's own values (a reference's `when`), in the page fields' condition language. */
import { conditionHolds } from '../../shared/field-conditions';
import type { ValueCondition } from '../../shared/page-model';
import type { JsonDocument } from '../store/store';
import { entriesAt } from './resource-rules';

/** No condition, or the object's `field` has one of the values `in`. */
export const meets = (doc: JsonDocument, when: ValueCondition | undefined): boolean => !when || conditionHolds(doc, when);

/**
 * `meets` for the value found at `path` (`items[2].ref.id`): where the condition's field runs
 * through the same list (`items.type`), the entry's own value decides (a target URL mapping's type
 * says whether its ref names an adapter or a connection); elsewhere the object's.
 */
export function meetsAt(doc: JsonDocument, when: ValueCondition | undefined, path: string): boolean {
  if (!when) return true;
  const steps = path.split('.');
  const segments = when.field.split('.');
  let value: unknown = doc;
  segments.forEach((segment, i) => {
    const indexed = /^(.+)\[(\d+)\]$/.exec(steps[i] ?? '');
    const sameList = indexed && indexed[1] === segment && segments.slice(0, i).every((s, j) => steps[j].replace(/\[\d+\]$/, '') === s);
    const next = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
    value = sameList && Array.isArray(next) ? next[Number(indexed[2])] : Array.isArray(next) ? undefined : next;
  });
  return when.in.some((allowed) => allowed === value);
}

/** Whether `doc` names `id` at `field` where the condition holds (for each entry of a list, by its own values). */
export const namesAt = (doc: JsonDocument, field: string, when: ValueCondition | undefined, id: string): boolean =>
  entriesAt(doc, field).some((entry) => entry.value === id && meetsAt(doc, when, entry.path));
