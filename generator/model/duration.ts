/**
 * widget duration: a number stored in one time unit, shown and typed in the unit another field of
 * the page names (a session timeout kept in minutes, shown in its display unit). Checks the
 * property is a number, the unit field is a field of the page whose values are all time units,
 * and builds the options.
 */
import type { DurationOptions, JsonSchema } from '../../src/shared/page-model';
import { isTimeUnit, TIME_UNITS } from '../../src/shared/time-units';
import type { Fail } from '../errors';
import type { PageFileField } from '../load/page-file';
import { nearFirst } from './fixes';
import { propertyAt } from './schema-walk';

export function durationOptions(field: PageFileField, property: JsonSchema, fields: readonly PageFileField[], properties: Record<string, JsonSchema>, fieldAt: string, fail: Fail): DurationOptions | undefined {
  if (field.widget !== 'duration') {
    if (field.duration) fail(`${fieldAt}/duration`, 'duration is for widget duration', 'Add `widget: duration` to the field, or remove duration.');
    return undefined;
  }
  if (!field.duration) fail(`${fieldAt}/widget`, 'a duration needs the key duration (the field naming the unit shown, the unit stored)', 'Add `duration: { unitField: <the display unit field>, storedIn: MINUTES }` to the field.');
  if (property.type !== 'integer' && property.type !== 'number') {
    fail(`${fieldAt}/widget`, `a duration needs a number property ("${field.name}" is not)`, `Give "${field.name}" another widget, or make its property \`type: integer\` in the contract.`);
  }
  const { unitField, storedIn } = field.duration;
  if (!isTimeUnit(storedIn)) fail(`${fieldAt}/duration/storedIn`, `"${storedIn}" is not a time unit`, nearFirst(storedIn, TIME_UNITS, `Use one of: ${TIME_UNITS.join(', ')}.`));
  const names = fields.map((f) => f.name).filter((name) => name !== field.name);
  if (!names.includes(unitField)) fail(`${fieldAt}/duration/unitField`, `"${unitField}" is not a field of the page`, nearFirst(unitField, names, 'Name the field of the page that holds the unit shown (add it to the fields if it is missing).'));
  const values = (propertyAt(properties, unitField) as JsonSchema | undefined)?.enum;
  const notUnits = Array.isArray(values) ? values.filter((value) => !isTimeUnit(value)) : undefined;
  if (!notUnits || notUnits.length > 0) {
    fail(`${fieldAt}/duration/unitField`, `"${unitField}" must be an enum of time units (${notUnits?.length ? `not ${notUnits.join(', ')}` : 'it has no enum'})`, `Give its property an enum among ${TIME_UNITS.join(', ')} in the contract.`);
  }
  return { unitField, storedIn };
}
