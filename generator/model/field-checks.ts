import type { FieldDefinition, FormSection, JsonSchema } from '../../src/shared/page-model';
import type { PageFileField } from '../load/page-file';
import { isBoolean, isStringArray, itemsOf } from './schema-walk';

type Fail = (at: string, reason: string) => never;

/** The enum values a field chooses from: its property's, or its items' for a list. */
function enumOf(property: JsonSchema): unknown[] | undefined {
  const source = itemsOf(property) ?? property;
  return Array.isArray(source.enum) ? source.enum : undefined;
}

/** Widgets that need a particular kind of property, and `choices` that must name enum values. */
export function checkFieldProperty(field: PageFileField, property: JsonSchema, fieldAt: string, fail: Fail): void {
  const name = field.name;
  if (field.widget === 'checkbox' && !isBoolean(property)) fail(`${fieldAt}/widget`, `a checkbox needs a boolean property ("${name}" is not)`);
  if (field.widget === 'checkboxes' && !(property.type === 'array' && itemsOf(property)?.type === 'string' && enumOf(property))) {
    fail(`${fieldAt}/widget`, `checkboxes need an array property of enum strings ("${name}" is not)`);
  }
  if (field.widget === 'list' && !isStringArray(property)) fail(`${fieldAt}/widget`, `a list needs an array-of-strings property ("${name}" is not)`);
  if (field.widget === 'secret' && !(property.type === 'string' && property.writeOnly === true)) {
    fail(`${fieldAt}/widget`, `a secret needs a write-only string property (writeOnly and x-encrypted-as in the contract; "${name}" is not)`);
  }
  if (property.writeOnly === true && field.widget !== 'secret') fail(`${fieldAt}/widget`, `"${name}" is write-only: use the secret widget`);
  if (field.choices) {
    const values = enumOf(property) ?? fail(`${fieldAt}/choices`, `"${name}" has no enum values to label`);
    for (const value of Object.keys(field.choices)) {
      if (!values.includes(value)) fail(`${fieldAt}/choices/${value}`, `"${value}" is not one of the values of "${name}" (${values.join(', ')})`);
    }
  }
}

/** Sections: with any, every field names one that exists, and every section has a field. */
export function checkSections(sections: Record<string, string> | undefined, fields: readonly FieldDefinition[], at: string, fail: Fail): FormSection[] | undefined {
  fields.forEach((field, i) => {
    if (field.section !== undefined && !sections?.[field.section]) fail(`${at}/fields/${i}/section`, `"${field.section}" is not one of the page's sections`);
    if (field.section === undefined && sections) fail(`${at}/fields/${i}`, 'a page with sections needs a section on every field');
  });
  if (!sections) return undefined;
  for (const id of Object.keys(sections)) {
    if (!fields.some((field) => field.section === id)) fail(`${at}/sections/${id}`, `no field is in section "${id}"`);
  }
  return Object.entries(sections).map(([id, label]) => ({ id, label }));
}

/** shownWhen names another field of the page, deciding by values its property can have. */
export function checkShownWhen(fields: readonly FieldDefinition[], propertyOf: (name: string) => JsonSchema, at: string, fail: Fail): void {
  fields.forEach((field, i) => {
    if (!field.shownWhen) return;
    const whenAt = `${at}/fields/${i}/shownWhen`;
    const decider = fields.find((other) => other.name === field.shownWhen?.field);
    if (!decider || decider === field) fail(`${whenAt}/field`, `"${field.shownWhen.field}" is not another field of this page`);
    if (field.required) fail(`${at}/fields/${i}/required`, 'a field shown only sometimes cannot be required');
    const property = propertyOf(decider.name);
    const values = property.type === 'boolean' ? [true, false] : Array.isArray(property.enum) ? property.enum : fail(`${whenAt}/field`, `"${decider.name}" must be an enum or boolean property to decide`);
    field.shownWhen.in.forEach((value, j) => {
      if (!values.includes(value)) fail(`${whenAt}/in/${j}`, `${JSON.stringify(value)} is not a value of "${decider.name}"`);
    });
  });
}
