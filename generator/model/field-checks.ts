import type { FieldDefinition, FormSection, JsonSchema, RowColumnDefinition, ShownWhen } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileField } from '../load/page-file';
import { few, nearFirst } from './fixes';
import type { ContractModel } from './types';
import { isBoolean, isStringArray, itemsOf, objectProperties } from './schema-walk';

/** A widget that does not fit the field's property: use another, or change the property in the contract. */
const otherWidget = (name: string, property: string) => `Give "${name}" another widget, or make its property ${property} in the contract.`;

/** The enum values a field chooses from: its property's, or its items' for a list. */
function enumOf(property: JsonSchema): unknown[] | undefined {
  const source = itemsOf(property) ?? property;
  return Array.isArray(source.enum) ? source.enum : undefined;
}

/** The values a rows field's choices label: those of its drop-down columns (a local identity field's type). */
function columnEnums(field: PageFileField, property: JsonSchema): unknown[] | undefined {
  const items = objectProperties(itemsOf(property));
  const values = Object.keys(field.columns ?? {}).flatMap((column) => (Array.isArray(items[column]?.enum) ? (items[column].enum as unknown[]) : []));
  return values.length > 0 ? [...new Set(values)] : undefined;
}

/** Widgets that need a particular kind of property, and `choices` that must name enum values. */
export function checkFieldProperty(field: PageFileField, property: JsonSchema, fieldAt: string, fail: Fail): void {
  const name = field.name;
  if (field.widget === 'checkbox' && !isBoolean(property)) fail(`${fieldAt}/widget`, `a checkbox needs a boolean property ("${name}" is not)`, otherWidget(name, '`type: boolean`'));
  // Without uniqueItems the form library draws an array of entries, not a group of checkboxes.
  if (field.widget === 'checkboxes' && !(property.type === 'array' && property.uniqueItems === true && itemsOf(property)?.type === 'string' && enumOf(property))) {
    fail(`${fieldAt}/widget`, `checkboxes need an array property of unique enum strings (uniqueItems; "${name}" is not)`, otherWidget(name, '`type: array, uniqueItems: true, items: { type: string, enum: [...] }`'));
  }
  if (field.widget === 'file' && property.type !== 'string') fail(`${fieldAt}/widget`, `a file needs a string property ("${name}" is not)`, otherWidget(name, '`type: string`'));
  if (field.widget === 'list' && !isStringArray(property)) fail(`${fieldAt}/widget`, `a list needs an array-of-strings property ("${name}" is not)`, otherWidget(name, '`type: array, items: { type: string }`'));
  if (field.widget === 'secret' && !(property.type === 'string' && property.writeOnly === true)) {
    fail(`${fieldAt}/widget`, `a secret needs a write-only string property ("${name}" is not)`, otherWidget(name, '`type: string, writeOnly: true` with `x-encrypted-as: <its encrypted sibling>`'));
  }
  if (property.writeOnly === true && field.widget !== 'secret') fail(`${fieldAt}/widget`, `"${name}" is write-only, so the form cannot show its value`, 'Write `widget: secret` on the field.');
  if (field.choices) {
    const values =
      (field.widget === 'rows' ? columnEnums(field, property) : enumOf(property)) ??
      fail(`${fieldAt}/choices`, `"${name}" has no enum values to label`, `Remove choices, or give the property of "${name}" an enum in the contract.`);
    for (const value of Object.keys(field.choices)) {
      if (!values.includes(value)) fail(`${fieldAt}/choices/${value}`, `"${value}" is not one of the values of "${name}"`, nearFirst(value, values.map(String), `Label only its values: ${values.join(', ')}.`));
    }
  }
}

/** The contract's roles (components.schemas.AdminRole), which per-field role rules name. */
const ROLES_SCHEMA = 'AdminRole';

/** editableBy names roles of the contract; otherRoles only goes with it. */
export function checkEditableBy(field: PageFileField, contract: Pick<ContractModel, 'schemas' | 'file'>, fieldAt: string, fail: Fail): void {
  if (field.otherRoles !== undefined && field.editableBy === undefined) fail(`${fieldAt}/otherRoles`, 'otherRoles goes with editableBy', 'Add `editableBy: [<role>, …]` (who may change the field), or remove otherRoles.');
  if (field.editableBy === undefined) return;
  const roles = contract.schemas[ROLES_SCHEMA]?.enum as string[] | undefined;
  if (!roles) fail(`${fieldAt}/editableBy`, `${contract.file} has no ${ROLES_SCHEMA} enum to take roles from`, `Declare components.schemas.${ROLES_SCHEMA} (type: string, enum: [the roles]) in ${contract.file}, or remove editableBy.`);
  if (field.editableBy.length === 0) fail(`${fieldAt}/editableBy`, 'editableBy needs at least one role', `Name at least one role (${roles.join(', ')}), or remove editableBy.`);
  field.editableBy.forEach((role, i) => {
    if (!roles.includes(role)) fail(`${fieldAt}/editableBy/${i}`, `"${role}" is not a role of the contract`, nearFirst(role, roles, `Use one of: ${roles.join(', ')}.`));
  });
}

/**
 * typeSupports: on a plugin page, a boolean flag of the page's descriptor schema (the one its kind's
 * descriptor path answers), on a field that may be left out.
 */
export function checkTypeSupports(field: PageFileField, descriptor: { schema: string; properties: Record<string, JsonSchema> } | undefined, pluginPage: boolean, fieldAt: string, fail: Fail): void {
  if (field.typeSupports === undefined) return;
  if (!pluginPage || !descriptor) fail(`${fieldAt}/typeSupports`, 'typeSupports needs the page key plugin (the chosen type decides)', 'Add `plugin: <descriptor set id>` to the page, or remove typeSupports.');
  const flags = Object.entries(descriptor.properties).filter(([, schema]) => schema.type === 'boolean').map(([name]) => name);
  if (!flags.includes(field.typeSupports)) {
    fail(`${fieldAt}/typeSupports`, `"${field.typeSupports}" is not a boolean property of ${descriptor.schema}`, nearFirst(field.typeSupports, flags, flags.length > 0 ? `Use one of: ${flags.join(', ')}.` : `Declare the flag as a boolean property of ${descriptor.schema} in the contract.`));
  }
  if (field.required) fail(`${fieldAt}/required`, 'a field shown only for some types cannot be required', 'Remove required (or remove typeSupports to show the field for every type).');
}

/** widget rows: a list of objects, each column a scalar property of its items (typed by the property). */
export function rowColumns(field: PageFileField, property: JsonSchema, fieldAt: string, fail: Fail): RowColumnDefinition[] | undefined {
  if (field.widget !== 'rows') {
    if (field.columns) fail(`${fieldAt}/columns`, 'columns are for widget rows', 'Add `widget: rows` to the field, or remove columns.');
    return undefined;
  }
  const items = itemsOf(property);
  if (property.type !== 'array' || !items || (items.type !== 'object' && !items.properties && !Array.isArray(items.oneOf))) {
    fail(`${fieldAt}/widget`, `rows need an array-of-objects property ("${field.name}" is not)`, otherWidget(field.name, '`type: array, items: { type: object, properties: … }`'));
  }
  if (!field.columns) {
    const names = Object.keys(objectProperties(items));
    fail(`${fieldAt}/widget`, 'rows need columns (property → label)', `Add \`columns: { ${names.slice(0, 2).map((n) => `${n}: <label>`).join(', ') || '<property>: <label>'} }\` (properties of the items: ${names.join(', ') || 'none'}).`);
  }
  // Polymorphic items (a local identity profile's fields, a oneOf by type): the columns are the
  // properties of any member, required where every member requires them.
  const properties = objectProperties(items);
  const required = requiredOfItems(items);
  return Object.entries(field.columns).map(([name, label]) => {
    const column =
      properties[name] ??
      fail(`${fieldAt}/columns/${name}`, `"${name}" is not a property of the items of "${field.name}"`, nearFirst(name, Object.keys(properties), `Use a property of the items${few(Object.keys(properties))}, or declare "${name}" in their schema in the contract.`));
    const kind = isBoolean(column)
      ? 'checkbox'
      : Array.isArray(column.enum)
        ? 'select'
        : column.type === 'integer' || column.type === 'number'
          ? 'number'
          : column.type === 'string'
            ? 'text'
            : fail(`${fieldAt}/columns/${name}`, `"${name}" must be a string, number, boolean or enum property to be a column (it is ${String(column.type ?? 'untyped')})`, `Remove the column "${name}" (a row edits only strings, numbers, booleans and enums).`);
    return {
      name,
      label,
      required: required.includes(name),
      kind,
      ...(kind === 'select' ? { choices: (column.enum as unknown[]).map(String) } : {}),
      ...(typeof column.maxLength === 'number' ? { maxLength: column.maxLength } : {}),
      ...(variantsOf(items, name) ?? {}),
    };
  });
}

/** For the discriminator of a oneOf's items: each member's value and its properties. */
function variantsOf(items: JsonSchema, column: string): { variants: Record<string, string[]> } | undefined {
  const discriminator = items.discriminator as { propertyName?: string } | undefined;
  if (!Array.isArray(items.oneOf) || discriminator?.propertyName !== column) return undefined;
  const variants: Record<string, string[]> = {};
  for (const member of items.oneOf as JsonSchema[]) {
    const properties = objectProperties(member);
    for (const value of (properties[column]?.enum as unknown[] | undefined) ?? []) variants[String(value)] = Object.keys(properties);
  }
  return { variants };
}

/** The properties an item must have: its own required, or those every member of its oneOf requires. */
function requiredOfItems(items: JsonSchema): string[] {
  const own = (items.required as string[] | undefined) ?? [];
  if (!Array.isArray(items.oneOf) || items.oneOf.length === 0) return own;
  const perMember = (items.oneOf as JsonSchema[]).map((member) => (member.required as string[] | undefined) ?? []);
  return [...new Set([...own, ...perMember[0].filter((name) => perMember.every((list) => list.includes(name)))])];
}

/**
 * A property the contract requires is a required field, so the form says so before the server does
 * (a generated id, which the server makes when it comes empty, and a plugin configuration, which its
 * type's descriptor checks, aside). A field the form shows only sometimes cannot be: every save
 * while it is hidden would be refused, so the contract must require it only in that case.
 */
export function checkContractRequired(fields: readonly FieldDefinition[], required: unknown, schemaName: string, at: string, fail: Fail, propertyOf?: (name: string) => JsonSchema): void {
  if (!Array.isArray(required)) return;
  fields.forEach((field, i) => {
    if (!required.includes(field.name) || field.generatedId || field.widget === 'pluginConfiguration') return;
    if (field.shownWhen && propertyOf && canBeHidden(field.shownWhen, fields, propertyOf)) {
      fail(
        `${at}/fields/${i}/shownWhen`,
        `"${field.name}" is required by schema "${schemaName}" in every case, but the field is shown only when ${conditionText(field.shownWhen)}: no save could leave it out`,
        `Make the contract require it only then (the required of the discriminator member that has it, or an if/then with required in then), which gives the field requiredWhen; or drop it from the schema's required and declare ${conditionKey('requiredWhen', field.shownWhen)} on the field; or show the field always.`,
      );
    }
    if (field.required) return;
    fail(`${at}/fields/${i}/required`, `"${field.name}" is required by schema "${schemaName}"`, 'Mark the field `required: true`.');
  });
}

/**
 * Sections: with any, every field names one that exists, and every section has a field. The fields
 * of one object may sit in several sections (a connection's protocol settings and its mappings, both
 * in spBrowserSso): the form shows each section the object's properties its fields name.
 */
export function checkSections(sections: Record<string, string> | undefined, fields: readonly FieldDefinition[], at: string, fail: Fail): FormSection[] | undefined {
  fields.forEach((field, i) => {
    const ids = Object.keys(sections ?? {});
    if (field.section !== undefined && !sections?.[field.section]) {
      fail(`${at}/fields/${i}/section`, `"${field.section}" is not one of the page's sections`, sections ? nearFirst(field.section, ids, `Use one of: ${ids.join(', ')}, or add "${field.section}" to sections.`) : `Add \`sections: { ${field.section}: <heading> }\` to the page, or remove section.`);
    }
    if (field.section === undefined && sections) fail(`${at}/fields/${i}`, `a page with sections needs a section on every field ("${field.name}" has none)`, `Add \`section: <id>\` to the field (${ids.join(', ')}).`);
  });
  if (!sections) return undefined;
  for (const id of Object.keys(sections)) {
    if (!fields.some((field) => field.section === id)) fail(`${at}/sections/${id}`, `no field is in section "${id}"`, `Put a field in it (\`section: ${id}\`), or remove the section.`);
  }
  return Object.entries(sections).map(([id, label]) => ({ id, label }));
}

/** A condition in the page's words: `"type" is one of [JDBC, LDAP]`. */
export const conditionText = (when: ShownWhen): string => `"${when.field}" is one of [${when.in.join(', ')}]`;

/** A condition as the page file writes it (the fix a refusal names). */
const conditionKey = (key: string, when: ShownWhen): string => `${key}: { field: ${when.field}, in: [${when.in.join(', ')}] }`;

/** The values a deciding field's property can have (true and false for a boolean). */
function deciderValues(decider: string, propertyOf: (name: string) => JsonSchema): unknown[] | undefined {
  const property = propertyOf(decider);
  return property.type === 'boolean' ? [true, false] : Array.isArray(property.enum) ? property.enum : undefined;
}

/**
 * Whether a shownWhen can fail to hold: always, unless its values are every value of a deciding
 * field the page requires (a field shown for every type of a required type field is always shown).
 */
export function canBeHidden(when: ShownWhen, fields: readonly FieldDefinition[], propertyOf: (name: string) => JsonSchema): boolean {
  const decider = fields.find((other) => other.name === when.field);
  const values = decider ? deciderValues(decider.name, propertyOf) : undefined;
  return !(decider?.required && values && values.every((value) => when.in.includes(value as string | boolean)));
}

/**
 * shownWhen and requiredWhen name another field of the page, deciding by values its property can
 * have. A required field is shown: required: true goes with a shownWhen only when that always holds
 * (else requiredWhen says when), and requiredWhen's values are among shownWhen's, on the same field.
 * `requiredWhenServed`: the form is sent to a generic resource, whose writes check requiredWhen.
 */
export function checkShownWhen(fields: readonly FieldDefinition[], propertyOf: (name: string) => JsonSchema, at: string, fail: Fail, requiredWhenServed = false): void {
  fields.forEach((field, i) => {
    for (const key of ['shownWhen', 'requiredWhen'] as const) {
      const when = field[key];
      if (!when) continue;
      const whenAt = `${at}/fields/${i}/${key}`;
      if (key === 'requiredWhen' && !requiredWhenServed) {
        fail(
          whenAt,
          'requiredWhen is for the fields of a page backed by a generic resource (table, cards or a settings page), whose writes the server checks; here the operation\'s own handler decides',
          'Remove requiredWhen, and have the operation\'s handler (or its contract schema) require the property.',
        );
      }
      const decider = fields.find((other) => other.name === when.field);
      const others = fields.filter((other) => other !== field).map((other) => other.name);
      if (!decider || decider === field) fail(`${whenAt}/field`, `"${when.field}" is not another field of this page`, nearFirst(when.field, others, `Name another field of the page${few(others)}.`));
      const values =
        deciderValues(decider.name, propertyOf) ??
        fail(`${whenAt}/field`, `"${decider.name}" must be an enum or boolean property to decide`, `Name a field whose property is an enum or a boolean, or give "${decider.name}" an enum in the contract.`);
      when.in.forEach((value, j) => {
        if (!values.includes(value)) fail(`${whenAt}/in/${j}`, `${JSON.stringify(value)} is not a value of "${decider.name}"`, nearFirst(String(value), values.map(String), `Use its values: ${values.map((v) => JSON.stringify(v)).join(', ')}.`));
      });
    }
    const { shownWhen, requiredWhen } = field;
    if (field.required && shownWhen && canBeHidden(shownWhen, fields, propertyOf)) {
      fail(`${at}/fields/${i}/required`, `a field shown only when ${conditionText(shownWhen)} cannot be required always (the form could not be saved otherwise)`, `Replace required: true with ${conditionKey('requiredWhen', shownWhen)}.`);
    }
    if (requiredWhen && field.required) fail(`${at}/fields/${i}/requiredWhen`, 'requiredWhen goes without required: true (the field is required in every case already)', 'Remove one of them.');
    if (requiredWhen && shownWhen && (requiredWhen.field !== shownWhen.field || requiredWhen.in.some((value) => !shownWhen.in.includes(value)))) {
      const within = requiredWhen.field === shownWhen.field ? requiredWhen.in.filter((value) => shownWhen.in.includes(value)) : [];
      const fix = within.length > 0 ? `Use ${conditionKey('requiredWhen', { field: shownWhen.field, in: within })}.` : `Use ${conditionKey('requiredWhen', shownWhen)} (or some of its values), or show the field more widely.`;
      fail(`${at}/fields/${i}/requiredWhen`, `a field is required only where it is shown: ${conditionText(requiredWhen)} must imply ${conditionText(shownWhen)} (requiredWhen names the field of shownWhen and some of its values)`, fix);
    }
  });
}
