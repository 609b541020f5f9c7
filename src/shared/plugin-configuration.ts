/**
 * Plugin configuration described by a plugin type's descriptor (PingFederate's `configuration
 * {fields, tables}` of a plugin instance). One check for both ends: the server refuses what it
 * finds (422, PingFederate's field paths), the console names the same rules on its fields.
 */
import type { components } from '../../generated/api-types.gen';

export type PluginDescriptor = components['schemas']['PluginDescriptor'];
/**
 * A descriptor of a set, in its kind's own schema: PluginDescriptor's properties, the kind's own
 * (a group attribute contract), and no name for a kind without one (PingFederate's
 * SaasPluginDescriptor, a provisioning connector's).
 */
export type KindDescriptor = Omit<PluginDescriptor, 'name'> & { name?: string } & Record<string, unknown>;
export type FieldDescriptor = components['schemas']['FieldDescriptor'];
export type TableDescriptor = components['schemas']['TableDescriptor'];
export type PluginConfiguration = components['schemas']['PluginConfiguration'];
export type ConfigField = components['schemas']['ConfigField'];
export type ConfigRow = components['schemas']['ConfigRow'];
export type ConfigTable = components['schemas']['ConfigTable'];

/**
 * The field types the console has an editor for (runtime/form/plugin-configuration/field-editors.tsx
 * is typed to have exactly these). The generator refuses a contract or a descriptor naming another.
 */
export const PLUGIN_FIELD_TYPES = ['TEXT', 'TEXT_AREA', 'CHECK_BOX', 'SELECT', 'FILTERABLE_SELECT', 'RADIO_GROUP', 'HASHED_TEXT', 'UPLOAD_FILE'] as const;
export type PluginFieldType = (typeof PLUGIN_FIELD_TYPES)[number];

// The contract's field types and the editors' must be the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const fieldTypesMatchContract: Same<PluginFieldType, FieldDescriptor['type']> = true;

/**
 * A descriptor field whose choices are the objects of a collection (descriptor key `x-options-from`,
 * the collection's list operation; an HTML form adapter's password credential validator): the
 * server fills its optionValues when it serves the descriptor, checks values against them and
 * refuses to delete an object a plugin instance names there.
 */
export interface PluginOptionSource {
  descriptor: string;
  /** The table whose column it is; none for a field of the configuration itself. */
  table?: string;
  field: string;
  /** The collection's store: its list path. */
  store: string;
}

/**
 * A TEXT field whose value is a whole number (descriptor key `x-integer: {minimum, maximum}`: a
 * port, a timeout, a count): PingFederate's plugins check these with their own validators, which
 * its descriptors do not carry, so the key is taken off the served descriptor and the server
 * refuses another value (422 on the field).
 */
export interface PluginIntegerField {
  descriptor: string;
  /** The table whose column it is; none for a field of the configuration itself. */
  table?: string;
  field: string;
  minimum?: number;
  maximum?: number;
}

/** One field of a descriptor's configuration, or one column of its table. */
type FieldRef = { table?: string; field: string };

/**
 * The non-blank values a configuration gives the field of `source` (every row's, for a column),
 * with PingFederate's paths under `at` (`configuration.tables[0].rows[1].fields[0].value`).
 */
export function optionSourceValues(configuration: PluginConfiguration | undefined, source: FieldRef, at = 'configuration'): { path: string; value: string }[] {
  const inFields = (fields: ConfigField[] | undefined, fieldsAt: string) =>
    (fields ?? []).flatMap((field, index) => (field.name === source.field && typeof field.value === 'string' && field.value !== '' ? [{ path: `${fieldsAt}[${index}].value`, value: field.value }] : []));
  if (!source.table) return inFields(configuration?.fields, `${at}.fields`);
  return (configuration?.tables ?? []).flatMap((table, t) => (table.name === source.table ? (table.rows ?? []).flatMap((row, r) => inFields(row.fields, `${at}.tables[${t}].rows[${r}].fields`)) : []));
}

const WHOLE_NUMBER = /^-?\d+$/;

/** What is wrong with one value of an integer field (undefined: nothing); `label` names the field. */
export function integerProblem(rule: PluginIntegerField, value: string, label = rule.field): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const number = WHOLE_NUMBER.test(text) ? Number(text) : NaN;
  const { minimum, maximum } = rule;
  const range = minimum !== undefined && maximum !== undefined ? ` from ${minimum} to ${maximum}` : minimum !== undefined ? ` of at least ${minimum}` : maximum !== undefined ? ` of at most ${maximum}` : '';
  if (!Number.isSafeInteger(number) || (minimum !== undefined && number < minimum) || (maximum !== undefined && number > maximum)) return `'${label}' must be a whole number${range}.`;
  return undefined;
}

/** The values of a configuration that break its integer fields' rules, with PingFederate's paths. */
export function integerProblems(rules: readonly PluginIntegerField[], plugin: KindDescriptor, configuration: PluginConfiguration, at = 'configuration'): ConfigurationProblem[] {
  const config = plugin.configDescriptor ?? {};
  return rules.flatMap((rule) => {
    const fields = rule.table === undefined ? config.fields : config.tables?.find((table) => table.name === rule.table)?.columns;
    const descriptor = fields?.find((field) => field.name === rule.field);
    const label = descriptor ? fieldLabelOf(descriptor) : rule.field;
    return optionSourceValues(configuration, rule, at).flatMap(({ path, value }) => {
      const message = integerProblem(rule, value, label);
      return message ? [{ fieldPath: path, errorId: 'invalid_field' as const, message }] : [];
    });
  });
}

/** Values of these fields are secrets: never answered, kept encrypted, sent back as encryptedValue. */
export const isSecretField = (field: FieldDescriptor): boolean => field.type === 'HASHED_TEXT' || (field.type === 'TEXT' && field.encrypted === true);

export const isChoiceField = (field: FieldDescriptor): boolean => field.type === 'SELECT' || field.type === 'FILTERABLE_SELECT' || field.type === 'RADIO_GROUP';

export const fieldLabelOf = (field: { name: string; label?: string }): string => field.label || field.name;

/** One refusal: PingFederate's field path (`configuration.tables[0].rows[1].fields[2].value`) and what to do. */
export interface ConfigurationProblem {
  fieldPath: string;
  message: string;
  errorId: 'invalid_field' | 'required_field_missing' | 'duplicate_value';
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What is wrong with one value of a field (undefined: nothing). A secret may stand as its encryptedValue. */
function valueProblem(field: FieldDescriptor, value: ConfigField | undefined): string | undefined {
  const label = fieldLabelOf(field);
  const given = !isBlank(value?.value) || (isSecretField(field) && !isBlank(value?.encryptedValue));
  if (!given) return field.required ? `'${label}' is required.` : undefined;
  const text = value?.value;
  if (text === undefined) return undefined;
  if (field.type === 'CHECK_BOX' && text !== 'true' && text !== 'false') return `'${label}' must be true or false.`;
  if (isChoiceField(field) && field.optionValues?.length && !field.optionValues.some((option) => option.value === text)) {
    return `'${text}' is not one of the choices of '${label}'.`;
  }
  return undefined;
}

/** Problems of a list of values against the descriptors of its fields (a configuration's fields, a row's). */
function fieldsProblems(descriptors: readonly FieldDescriptor[], values: readonly ConfigField[], at: string, owner: string): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const descriptor = descriptors.find((field) => field.name === value.name);
    if (!descriptor) {
      problems.push({ fieldPath: `${at}[${index}].name`, errorId: 'invalid_field', message: `'${value.name}' is not a field of ${owner}.` });
    } else if (seen.has(value.name)) {
      problems.push({ fieldPath: `${at}[${index}].name`, errorId: 'duplicate_value', message: `'${fieldLabelOf(descriptor)}' is given twice.` });
    } else {
      const message = valueProblem(descriptor, value);
      if (message) problems.push({ fieldPath: `${at}[${index}].value`, errorId: isBlank(value.value) ? 'required_field_missing' : 'invalid_field', message });
    }
    seen.add(value.name);
  });
  for (const descriptor of descriptors) {
    if (descriptor.required && !values.some((value) => value.name === descriptor.name)) {
      problems.push({ fieldPath: at, errorId: 'required_field_missing', message: `'${fieldLabelOf(descriptor)}' is required.` });
    }
  }
  return problems;
}

function tableProblems(descriptor: TableDescriptor, table: ConfigTable, at: string): ConfigurationProblem[] {
  const label = fieldLabelOf(descriptor);
  const rows = table.rows ?? [];
  const problems = rows.flatMap((row, index) => fieldsProblems(descriptor.columns ?? [], row.fields ?? [], `${at}.rows[${index}].fields`, `the table '${label}'`));
  const defaults = rows.filter((row) => row.defaultRow === true).length;
  if (descriptor.requireDefaultRow && rows.length > 0 && defaults !== 1) {
    problems.push({ fieldPath: `${at}.rows`, errorId: 'invalid_field', message: `Choose one default row of '${label}'.` });
  } else if (defaults > 1) {
    problems.push({ fieldPath: `${at}.rows`, errorId: 'invalid_field', message: `'${label}' can have one default row only.` });
  }
  return problems;
}

/** Everything that keeps `configuration` from being a valid configuration of `plugin`. */
export function configurationProblems(plugin: KindDescriptor, configuration: PluginConfiguration, at = 'configuration'): ConfigurationProblem[] {
  const descriptor = plugin.configDescriptor ?? {};
  const problems = fieldsProblems(descriptor.fields ?? [], configuration.fields ?? [], `${at}.fields`, `'${plugin.name}'`);
  const seen = new Set<string>();
  (configuration.tables ?? []).forEach((table, index) => {
    const tableAt = `${at}.tables[${index}]`;
    const tableDescriptor = descriptor.tables?.find((candidate) => candidate.name === table.name);
    if (!tableDescriptor) problems.push({ fieldPath: `${tableAt}.name`, errorId: 'invalid_field', message: `'${table.name}' is not a table of '${plugin.name}'.` });
    else if (seen.has(table.name)) problems.push({ fieldPath: `${tableAt}.name`, errorId: 'duplicate_value', message: `The table '${fieldLabelOf(tableDescriptor)}' is given twice.` });
    else problems.push(...tableProblems(tableDescriptor, table, tableAt));
    seen.add(table.name);
  });
  return problems;
}

/** A field's value for a new instance: its default, else empty (a check box is false). */
const initialValue = (field: FieldDescriptor): string => field.defaultValue ?? (field.type === 'CHECK_BOX' ? 'false' : '');

/** A new row of a table: every column, with its default. */
export function newRow(table: TableDescriptor): ConfigRow {
  return { defaultRow: false, fields: (table.columns ?? []).map((column) => ({ name: column.name, value: initialValue(column) })) };
}

/** A new instance's configuration: every field with its default, every table empty. */
export function initialConfiguration(plugin: KindDescriptor): PluginConfiguration {
  const descriptor = plugin.configDescriptor ?? {};
  return {
    fields: (descriptor.fields ?? []).map((field) => ({ name: field.name, value: initialValue(field) })),
    tables: (descriptor.tables ?? []).map((table) => ({ name: table.name, rows: [] })),
  };
}

/**
 * PingFederate's rule for a POST or PUT that leaves fields out: a field with a default gets it,
 * a table left out is empty. What was sent keeps its order; the additions follow.
 */
export function withDefaults(plugin: KindDescriptor, configuration: PluginConfiguration): PluginConfiguration {
  const descriptor = plugin.configDescriptor ?? {};
  const tables = (configuration.tables ?? []).map((table) => {
    const columns = descriptor.tables?.find((candidate) => candidate.name === table.name)?.columns ?? [];
    return { ...table, rows: (table.rows ?? []).map((row) => ({ ...row, fields: withDefaultFields(columns, row.fields ?? []) })) };
  });
  for (const table of descriptor.tables ?? []) {
    if (!tables.some((value) => value.name === table.name)) tables.push({ name: table.name, rows: [] });
  }
  return { ...configuration, fields: withDefaultFields(descriptor.fields ?? [], configuration.fields ?? []), tables };
}

/** The values given, then a value for each described field with a default that was not given. */
function withDefaultFields(descriptors: readonly FieldDescriptor[], values: readonly ConfigField[]): ConfigField[] {
  const missing = descriptors.filter((field) => field.defaultValue !== undefined && !values.some((value) => value.name === field.name));
  return [...values, ...missing.map((field) => ({ name: field.name, value: field.defaultValue as string }))];
}

/** The names in a plugin instance's attribute contract: its type's core attributes, then its extended ones. */
export function contractAttributeNames(contract: unknown): string[] {
  const { coreAttributes, extendedAttributes } = (typeof contract === 'object' && contract !== null ? contract : {}) as Record<string, unknown>;
  return [coreAttributes, extendedAttributes]
    .flatMap((attributes) => (Array.isArray(attributes) ? attributes : []))
    .map((attribute) => (attribute as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === 'string');
}
