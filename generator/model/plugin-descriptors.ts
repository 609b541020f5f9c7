import { Ajv } from 'ajv';
import { PLUGIN_FIELD_TYPES, integerProblem, isChoiceField, type FieldDescriptor, type PluginDescriptor, type PluginIntegerField, type PluginOptionSource } from '../../src/shared/plugin-configuration';
import type { JsonSchema } from '../../src/shared/page-model';
import type { SourceIssue } from '../errors';
import type { LoadedDescriptorSet } from '../load/load-plugin-descriptors';
import { flattenPages } from './page';
import { contractValueFix, few, nearFirst } from './fixes';
import { descriptorProperties } from './plugin-attribute-contracts';
import { SCHEMA_REF_PREFIX, rewriteRefs } from './refs';
import type { ContractModel, ContractOperation, PageModel, PluginDescriptorSet } from './types';

/** The contract schema whose `type` enum lists the field types. */
const FIELD_SCHEMA = 'FieldDescriptor';

type Report = (path: string, reason: string, fix: string) => void;

const EDITOR_HOME = 'src/shared/plugin-configuration.ts (PLUGIN_FIELD_TYPES)';

/** The fix of a field type without an editor. */
const NO_EDITOR = `Use a type the console edits (${PLUGIN_FIELD_TYPES.join(', ')}), or add an editor to ${EDITOR_HOME} and the editor registry.`;

/** The contract's field types must each have an editor in the console. */
export function checkContractFieldTypes(contract: ContractModel): SourceIssue[] {
  const schema = contract.schemas[FIELD_SCHEMA] as { properties?: { type?: { enum?: unknown[] } } } | undefined;
  const types = schema?.properties?.type?.enum ?? [];
  return types
    .filter((type) => !(PLUGIN_FIELD_TYPES as readonly unknown[]).includes(type))
    .map((type) => ({ file: contract.file, path: `/components/schemas/${FIELD_SCHEMA}/properties/type/enum`, reason: `field type "${String(type)}" has no editor in the console`, fix: `Remove it from the enum, or add an editor to ${EDITOR_HOME} and the editor registry.` }));
}

/** One field's own rules: an editor for its type, a default among its choices, a check box's default true or false. */
function checkField(field: FieldDescriptor, at: string, report: Report): void {
  if (!(PLUGIN_FIELD_TYPES as readonly string[]).includes(field.type)) {
    report(`${at}/type`, `field type "${field.type}" has no editor in the console`, nearFirst(field.type, PLUGIN_FIELD_TYPES, NO_EDITOR));
  }
  if (field.defaultValue !== undefined && isChoiceField(field) && field.optionValues?.length && !field.optionValues.some((o) => o.value === field.defaultValue)) {
    const values = field.optionValues.map((o) => String(o.value));
    report(`${at}/defaultValue`, `"${field.defaultValue}" is not one of the optionValues`, nearFirst(field.defaultValue, values, `Use the value of one of them: ${values.join(', ')}.`));
  }
  if (field.type === 'CHECK_BOX' && field.defaultValue !== undefined && !['true', 'false'].includes(field.defaultValue)) {
    report(`${at}/defaultValue`, `a CHECK_BOX default is "true" or "false", not "${field.defaultValue}"`, 'Write `defaultValue: "true"` or `defaultValue: "false"` (quoted: descriptor values are strings).');
  }
}

function checkNames(fields: readonly FieldDescriptor[], at: string, report: Report, check = true): void {
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    if (seen.has(field.name)) report(`${at}/${i}/name`, `duplicate name "${field.name}"`, 'Give each a name of its own.');
    seen.add(field.name);
    if (check) checkField(field, `${at}/${i}`, report);
  });
}

/** A descriptor's fields, tables and columns: unique names, each type with an editor, sensible defaults. */
function checkDescriptor(descriptor: PluginDescriptor, at: string, report: Report): void {
  const config = descriptor.configDescriptor ?? {};
  checkNames(config.fields ?? [], `${at}/configDescriptor/fields`, report);
  const tables = config.tables ?? [];
  checkNames(tables.map((table) => ({ type: 'TEXT', name: table.name })), `${at}/configDescriptor/tables`, report, false);
  tables.forEach((table, i) => checkNames(table.columns ?? [], `${at}/configDescriptor/tables/${i}/columns`, report));
  (config.actionDescriptors ?? []).forEach((action, i) => checkNames(action.parameters ?? [], `${at}/configDescriptor/actionDescriptors/${i}/parameters`, report));
}

/** The descriptor key naming the list operation of the collection whose objects are a field's choices. */
export const OPTIONS_FROM = 'x-options-from';
/** The descriptor key making a TEXT field a whole number, optionally within {minimum, maximum}. */
export const INTEGER = 'x-integer';

type RawField = Record<string, unknown>;
type FieldAt = { table?: string; field: string };

/** The option source an `x-options-from` key names, or a report of why it cannot be one. */
function optionSourceOf(contract: ContractModel, field: RawField, fieldAt: string, report: Report): { store: string } | undefined {
  const operationId = field[OPTIONS_FROM];
  const operation = typeof operationId === 'string' ? contract.operations[operationId] : undefined;
  if (!operation || operation.method !== 'get' || operation.path.includes('{')) {
    const lists = Object.values(contract.operations).filter((op) => op.method === 'get' && !op.path.includes('{')).map((op) => op.operationId);
    report(`${fieldAt}/${OPTIONS_FROM}`, 'must be the operationId of the GET operation that lists a collection', nearFirst(String(operationId), lists, 'Name the list operation (a GET without path parameters) of the collection whose objects are the choices.'));
  } else if (field.type !== 'SELECT' && field.type !== 'FILTERABLE_SELECT') {
    report(`${fieldAt}/${OPTIONS_FROM}`, `only a SELECT or FILTERABLE_SELECT takes its options from a collection ("${String(field.type)}" does not)`, `Make the field \`type: SELECT\` (or FILTERABLE_SELECT), or remove ${OPTIONS_FROM}.`);
  } else if (Array.isArray(field.optionValues) && field.optionValues.length > 0) {
    report(`${fieldAt}/optionValues`, `must be empty: the server fills the options from ${String(operationId)}`, 'Remove optionValues (or write `optionValues: []`).');
  } else {
    return { store: operation.path };
  }
  return undefined;
}

const BOUNDS = ['minimum', 'maximum'] as const;

/** The bounds an `x-integer` key gives ({} or true: any whole number), or a report of why they are wrong. */
function integerRuleOf(field: RawField, ref: FieldAt, fieldAt: string, report: Report): Omit<PluginIntegerField, 'descriptor'> | undefined {
  const value = field[INTEGER];
  const at = `${fieldAt}/${INTEGER}`;
  if (field.type !== 'TEXT') return void report(at, `only a TEXT field holds a whole number ("${String(field.type)}" does not)`, `Remove ${INTEGER}, or make the field \`type: TEXT\`.`);
  if (field.encrypted === true) return void report(at, 'an encrypted field cannot be checked as a whole number', `Remove ${INTEGER}, or remove \`encrypted: true\`.`);
  if (value === true) return { ...ref };
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).some((key) => !(BOUNDS as readonly string[]).includes(key))) {
    return void report(at, `must be true or {minimum, maximum} (each optional), not ${JSON.stringify(value)}`, `Write \`${INTEGER}: true\` (any whole number) or \`${INTEGER}: { minimum: 1, maximum: 65535 }\`.`);
  }
  const bounds = value as Record<string, unknown>;
  if (BOUNDS.some((key) => bounds[key] !== undefined && !Number.isSafeInteger(bounds[key]))) {
    return void report(at, `minimum and maximum are whole numbers (not ${JSON.stringify(value)})`, 'Write them as whole numbers without quotes, e.g. `{ minimum: 0, maximum: 100 }`.');
  }
  const rule = { ...ref, ...(bounds.minimum === undefined ? {} : { minimum: bounds.minimum as number }), ...(bounds.maximum === undefined ? {} : { maximum: bounds.maximum as number }) };
  if (rule.minimum !== undefined && rule.maximum !== undefined && rule.minimum > rule.maximum) {
    return void report(at, `minimum (${rule.minimum}) is greater than maximum (${rule.maximum})`, `Swap them: \`{ minimum: ${rule.maximum}, maximum: ${rule.minimum} }\`, or correct the one that is wrong.`);
  }
  if (typeof field.defaultValue === 'string') {
    const problem = integerProblem({ descriptor: '', ...rule }, field.defaultValue, String(field.name));
    if (problem) {
      const range = [rule.minimum === undefined ? '' : `at least ${rule.minimum}`, rule.maximum === undefined ? '' : `at most ${rule.maximum}`].filter(Boolean).join(' and ');
      return void report(`${fieldAt}/defaultValue`, `"${field.defaultValue}" breaks its own x-integer rule: ${problem}`, `Write a whole number${range ? ` ${range}` : ''} as defaultValue (quoted: \`"${rule.minimum ?? 0}"\`).`);
    }
  }
  return rule;
}

/**
 * A descriptor as served, without its server-side keys, and what they said: `x-options-from`, a
 * SELECT whose options are left empty for the server to fill from the list operation's collection;
 * `x-integer`, a TEXT field the server checks as a whole number.
 */
function takeServerKeys(contract: ContractModel, raw: unknown, at: string, report: Report): { descriptor: unknown; sources: PluginOptionSource[]; integers: PluginIntegerField[] } {
  const descriptor = structuredClone(raw) as { id?: unknown; configDescriptor?: { fields?: RawField[]; tables?: { name?: unknown; columns?: RawField[] }[] } };
  const sources: PluginOptionSource[] = [];
  const integers: PluginIntegerField[] = [];
  const take = (field: RawField, fieldAt: string, table?: string) => {
    const ref: FieldAt = { ...(table === undefined ? {} : { table }), field: String(field.name) };
    if (OPTIONS_FROM in field) {
      const source = optionSourceOf(contract, field, fieldAt, report);
      if (source) sources.push({ descriptor: String(descriptor.id), ...ref, ...source });
    }
    if (INTEGER in field) {
      const rule = integerRuleOf(field, ref, fieldAt, report);
      if (rule) integers.push({ descriptor: String(descriptor.id), ...rule });
    }
    delete field[OPTIONS_FROM];
    delete field[INTEGER];
  };
  const config = descriptor.configDescriptor;
  (Array.isArray(config?.fields) ? config.fields : []).forEach((field, i) => take(field, `${at}/configDescriptor/fields/${i}`));
  (Array.isArray(config?.tables) ? config.tables : []).forEach((table, t) =>
    (Array.isArray(table.columns) ? table.columns : []).forEach((column, i) => take(column, `${at}/configDescriptor/tables/${t}/columns/${i}`, String(table.name))),
  );
  return { descriptor, sources, integers };
}

/** Each option source's list operation must be the list of a collection page: the server fills options from that collection. */
export function checkOptionSources(sets: readonly PluginDescriptorSet[], pages: readonly PageModel[]): SourceIssue[] {
  const isCollection = (page: PageModel) => page.definition.view === 'table' || page.definition.view === 'cards';
  const collections = new Set(flattenPages([...pages]).flatMap((page) => (isCollection(page) && page.definition.operations.list ? [page.definition.operations.list.path] : [])));
  return sets.flatMap((set) =>
    set.optionSources
      .filter((source) => !collections.has(source.store))
      .map((source) => ({
        file: set.file,
        path: `/descriptors/${set.descriptors.findIndex((d) => d.id === source.descriptor)}`,
        reason: `"${source.field}" takes its options from ${source.store}, which no collection page lists`,
        fix: `Add a table or cards page whose operations.list is the GET ${source.store}, or name another list in ${OPTIONS_FROM}.`,
      })),
  );
}

/** The name of the component schema a descriptor operation answers (IdpAdapterDescriptor), if it answers a named one. */
function answeredSchema(operation: ContractOperation): string | undefined {
  const ref = operation.responses['200']?.$ref;
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
}

/**
 * A descriptor's top-level properties its kind's schema does not have (a group attribute contract
 * in a kind without one): named one by one with the fix, rather than ajv's "additional properties".
 */
function unknownProperties(descriptor: unknown, known: Record<string, JsonSchema>, schema: string, get: ContractOperation, contractFile: string, at: string, report: Report): boolean {
  if (typeof descriptor !== 'object' || descriptor === null) return false;
  const unknown = Object.keys(descriptor).filter((key) => !(key in known));
  for (const key of unknown) {
    report(
      `${at}/${key}`,
      `"${key}" is not a property of ${schema}, the schema GET ${get.path} (${get.operationId}) answers (${Object.keys(known).join(', ')})`,
      nearFirst(key, Object.keys(known), `Remove it, or declare it in ${schema} of ${contractFile} if this kind of plugin has it in PingFederate.`),
    );
  }
  return unknown.length > 0;
}

/**
 * The descriptor sets of `schemas/plugin-descriptors`: each names its list and get operations
 * (`GET <kind>/descriptors`, `GET <kind>/descriptors/{id}`) and holds descriptors of the schema
 * its get answers (the kind's own: IdpAdapterDescriptor, an identity store provisioner's with its
 * group attribute contract).
 */
export function buildDescriptorSets(contract: ContractModel, loaded: readonly LoadedDescriptorSet[]): { sets: PluginDescriptorSet[]; issues: SourceIssue[] } {
  const issues: SourceIssue[] = [];
  const sets: PluginDescriptorSet[] = [];
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'contract', components: { schemas: rewriteRefs(contract.schemas, 'contract') } });
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  const validatorOf = (schema: string) => validators.get(schema) ?? validators.set(schema, ajv.compile({ $ref: `contract${SCHEMA_REF_PREFIX}${schema}` })).get(schema)!;

  for (const { file, id, body } of loaded) {
    const report: Report = (path, reason, fix) => issues.push({ file, path, reason, fix });
    const doc = (typeof body === 'object' && body !== null ? body : {}) as { operations?: { list?: unknown; get?: unknown }; descriptors?: unknown };
    const list = typeof doc.operations?.list === 'string' ? contract.operations[doc.operations.list] : undefined;
    const get = typeof doc.operations?.get === 'string' ? contract.operations[doc.operations.get] : undefined;
    const gets = (suffix: string) => Object.values(contract.operations).filter((op) => op.method === 'get' && op.path.endsWith(suffix)).map((op) => op.operationId);
    if (!list || list.method !== 'get') {
      report('/operations/list', 'must be the operationId of a GET operation of the contract (the list of descriptors)', nearFirst(String(doc.operations?.list ?? ''), gets('/descriptors'), `Name the GET <kind>/descriptors operation${few(gets('/descriptors'))}.`));
    }
    if (!get || get.method !== 'get') {
      report('/operations/get', 'must be the operationId of a GET operation of the contract (one descriptor by id)', nearFirst(String(doc.operations?.get ?? ''), gets('/descriptors/{id}'), `Name the GET <kind>/descriptors/{id} operation${few(gets('/descriptors/{id}'))}.`));
    }
    if (list && get && get.path !== `${list.path}/{id}`) {
      const match = Object.values(contract.operations).find((op) => op.method === 'get' && op.path === `${list.path}/{id}`);
      report('/operations/get', `its path must be "${list.path}/{id}" ("${get.path}" is not)`, match ? `Write \`get: ${match.operationId}\`.` : `Add the operation GET ${list.path}/{id} to ${contract.file} and name it here.`);
    }
    const schema = get ? answeredSchema(get) : undefined;
    if (get && (!schema || !contract.schemas[schema])) {
      report('/operations/get', `${get.operationId} must answer 200 with a named descriptor schema`, `Make its 200 answer \`$ref: "${SCHEMA_REF_PREFIX}<Kind>Descriptor"\` in ${contract.file}, with that schema declared in components.schemas.`);
    }
    const known = schema && contract.schemas[schema] ? descriptorProperties(contract, schema) : undefined;
    const validate = schema && known ? validatorOf(schema) : undefined;
    if (!Array.isArray(doc.descriptors) || doc.descriptors.length === 0) {
      report('/descriptors', 'must be a non-empty list of plugin descriptors', `Add \`descriptors:\` with at least one descriptor of ${schema ?? 'the kind\'s descriptor schema'} (id, name, className, configDescriptor).`);
    }
    const optionSources: PluginOptionSource[] = [];
    const integerFields: PluginIntegerField[] = [];
    const descriptors = (Array.isArray(doc.descriptors) ? doc.descriptors : []).map((raw, i) => {
      const taken = takeServerKeys(contract, raw, `/descriptors/${i}`, report);
      optionSources.push(...taken.sources);
      integerFields.push(...taken.integers);
      return taken.descriptor as PluginDescriptor;
    });
    const ids = new Set<string>();
    descriptors.forEach((descriptor, i) => {
      const at = `/descriptors/${i}`;
      if (known && get && unknownProperties(descriptor, known, schema as string, get, contract.file, at, report)) return;
      if (validate && !validate(descriptor)) {
        for (const e of validate.errors ?? []) {
          report(`${at}${e.instancePath}`, `not a valid ${schema}: ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`, contractValueFix(e, schema as string, 'the descriptor'));
        }
        return;
      }
      if (ids.has(descriptor.id)) report(`${at}/id`, `duplicate descriptor id "${descriptor.id}"`, 'Give each descriptor an id of its own.');
      ids.add(descriptor.id);
      checkDescriptor(descriptor, at, report);
    });
    if (list && get && schema) sets.push({ id, file, list: list.operationId, get: get.operationId, schema, descriptors, optionSources, integerFields });
  }
  return { sets, issues };
}
