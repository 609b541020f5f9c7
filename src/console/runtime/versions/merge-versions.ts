/**
 * The three-way merge of a save that met a newer version: what the form loaded (base), what the
 * other administrator saved (theirs, the 412's current object) and what this form would save
 * (mine), compared field by field. A field only one side changed takes that side's value; a field
 * both changed to different values waits for the user's pick. Everything no field of the form
 * covers is theirs (the form did not edit it): a page editing part of a shared document never
 * undoes what another page saved in the rest of it.
 */
import type { FieldDefinition } from '../../../shared/page-model';
import { getPath, setPath, type Values } from '../values/paths';

/** One compared field: its name as the form names it (dotted), its label, whether it is write-only. */
export interface MergeUnit {
  name: string;
  label: string;
  secret: boolean;
  /** A field of the form, not a property of the document the form does not show. */
  inForm: boolean;
}

export interface FieldDifference {
  unit: MergeUnit;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

export interface VersionMerge {
  /** Theirs with every change of mine that theirs did not touch; picks still to apply. */
  merged: Values;
  /** Changed by the other administrator only: kept as they saved it. */
  theirs: FieldDifference[];
  /** Changed by this form only: kept as typed. */
  mine: FieldDifference[];
  /** Changed by both to different values: the user picks. */
  both: FieldDifference[];
}

export type Side = 'theirs' | 'mine';

/** The form's fields, then the document's top-level properties no field covers. */
/** What the merge needs of a field: a page's own, or a list property a table page edits. */
export type MergedField = Pick<FieldDefinition, 'name' | 'label' | 'widget'>;

export function mergeUnits(fields: readonly MergedField[], documents: readonly Values[]): MergeUnit[] {
  const units: MergeUnit[] = fields.map((field) => ({ name: field.name, label: field.label, secret: field.widget === 'secret', inForm: true }));
  const covered = (key: string) => fields.some((field) => field.name === key || field.name.startsWith(`${key}.`) || key.startsWith(`${field.name}.`));
  const keys = new Set(documents.flatMap((document) => Object.keys(document)));
  for (const key of keys) if (!covered(key)) units.push({ name: key, label: key, secret: false, inForm: false });
  return units;
}

/** Nothing, however a form or the server spells it: absent, null, '', [], {} and false. */
function isNothing(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.values(value as Values).every(isNothing);
}

/** A value in a form independent of key order and of the spellings of nothing. */
function canonical(value: unknown): unknown {
  if (isNothing(value)) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value as Values)
        .sort()
        .filter((key) => !isNothing((value as Values)[key]))
        .map((key) => [key, canonical((value as Values)[key])]),
    );
  }
  return value;
}

export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export function mergeVersions(base: Values, theirs: Values, mine: Values, units: readonly MergeUnit[]): VersionMerge {
  let merged: Values = structuredClone(theirs);
  const result: Omit<VersionMerge, 'merged'> = { theirs: [], mine: [], both: [] };
  for (const unit of units) {
    const difference: FieldDifference = { unit, base: getPath(base, unit.name), theirs: getPath(theirs, unit.name), mine: getPath(mine, unit.name) };
    // A secret typed anew is a change of mine (the form never holds the stored one).
    const mineChanged = unit.secret ? !isNothing(difference.mine) : !sameValue(difference.base, difference.mine);
    const theirsChanged = !sameValue(difference.base, difference.theirs);
    if (mineChanged && !theirsChanged) {
      merged = setPath(merged, unit.name, difference.mine);
      result.mine.push(difference);
    } else if (theirsChanged && !mineChanged) result.theirs.push(difference);
    else if (mineChanged && theirsChanged) {
      if (sameValue(difference.mine, difference.theirs)) continue;
      result.both.push(difference);
    }
  }
  return { merged, ...result };
}

/** The merged object with the user's pick for every field both changed (theirs where none is given). */
export function withPicks(merge: VersionMerge, picks: Readonly<Record<string, Side>>): Values {
  let next = merge.merged;
  for (const difference of merge.both) if (picks[difference.unit.name] === 'mine') next = setPath(next, difference.unit.name, difference.mine);
  return next;
}

/** Whether the other administrator changed anything the form shows: else the merge needs no look. */
export function touchesForm(merge: VersionMerge): boolean {
  return merge.both.length > 0 || merge.theirs.some((difference) => difference.unit.inForm);
}
