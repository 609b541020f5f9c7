/**
 * Collections of plugin instances (ResourceDefinition.plugin): the descriptor sets the server
 * offers (generated/plugin-descriptors.gen.ts, from schemas/plugin-descriptors), served on the
 * descriptor operations, and the rules an instance's configuration follows: a known type, fields
 * and tables its descriptor has, whole numbers where the descriptor set says so (x-integer),
 * PingFederate's defaults for what a request leaves out, and the
 * values of secret fields (HASHED_TEXT, encrypted TEXT) kept as secrets (see secret-fields).
 */
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { configurationProblems, contractAttributeNames, integerProblems, isSecretField, withDefaults, type FieldDescriptor, type KindDescriptor, type PluginConfiguration } from '../../shared/plugin-configuration';
import type { PluginAttributeContract, ResourceDefinition, RouteBinding, SecretField } from '../../shared/route-binding';
import { fieldError, notFound, validationFailed, type ValidationErrorItem } from '../core/api-error';
import type { RouteHandler } from '../kernel/handler-types';
import type { JsonDocument } from '../store/store';
import { withCollectionOptions } from './plugin-option-sources';
import { isBlank, valueAt } from './resource-rules';

type PluginRules = NonNullable<ResourceDefinition['plugin']>;

function descriptorsOf(setId: string): KindDescriptor[] {
  const set = pluginDescriptorSets[setId];
  if (!set) throw new Error(`No plugin descriptor set '${setId}' was generated.`);
  return set.descriptors;
}

/** GET <kind>/descriptors and GET <kind>/descriptors/{id}; fields whose options are a collection's list its objects now. */
export function descriptorsHandler(binding: RouteBinding): RouteHandler | undefined {
  const descriptors = binding.descriptors;
  if (!descriptors) return undefined;
  if (descriptors.action === 'list') {
    return async ({ server }) => ({ status: 200, body: { items: await Promise.all(descriptorsOf(descriptors.set).map((descriptor) => withCollectionOptions(server.store, descriptors.set, descriptor))) } });
  }
  return async ({ params, server }) => {
    const id = params.id ?? '';
    const descriptor = descriptorsOf(descriptors.set).find((candidate) => candidate.id === id);
    if (!descriptor) throw notFound(`Plugin type '${id}' was not found.`);
    return { status: 200, body: await withCollectionOptions(server.store, descriptors.set, descriptor) };
  };
}

const typeOf = (rules: PluginRules, doc: JsonDocument) => valueAt(doc, rules.typeField);

/** The plugin rules of a collection, if they apply to this object (`when`: a data store of type CUSTOM, not a JDBC one). */
function rulesFor(definition: ResourceDefinition, doc: JsonDocument): PluginRules | undefined {
  const rules = definition.plugin;
  if (!rules?.when) return rules;
  const value = valueAt(doc, rules.when.field);
  return rules.when.in.includes(value as string | boolean) ? rules : undefined;
}

/** The descriptor of an instance's type; 422 on the type field for one this server does not offer. */
function descriptorFor(rules: PluginRules, doc: JsonDocument): KindDescriptor {
  const type = typeOf(rules, doc);
  const descriptor = descriptorsOf(rules.descriptorSet).find((candidate) => candidate.id === type);
  if (!descriptor) throw fieldError(rules.typeField, isBlank(type) ? 'Type is required.' : `'${String(type)}' is not a plugin type of this server.`);
  return descriptor;
}

/**
 * A plugin instance as it is stored: its configuration completed with the defaults of what the
 * request left out and checked against its type's descriptor (422 with PingFederate's paths,
 * `configuration.tables[0].rows[1].fields[2].value`), stamped with the time of the change.
 */
export function preparedPluginInstance(definition: ResourceDefinition, doc: JsonDocument): JsonDocument {
  const rules = rulesFor(definition, doc);
  // The other objects of a collection with plugin rules `when` (a JDBC data store) are stamped too.
  if (!rules) return definition.plugin ? { ...doc, lastModified: new Date().toISOString() } : doc;
  const descriptor = descriptorFor(rules, doc);
  const configuration = withDefaults(descriptor, (doc[rules.configuration] ?? {}) as PluginConfiguration);
  const integers = (pluginDescriptorSets[rules.descriptorSet]?.integerFields ?? []).filter((rule) => rule.descriptor === descriptor.id);
  const contracts = rules.attributeContracts ?? [];
  const problems = [
    ...configurationProblems(descriptor, configuration, rules.configuration),
    ...integerProblems(integers, descriptor, configuration, rules.configuration),
    ...contracts.flatMap((contract) => extendedContractProblems(descriptor, doc, contract)),
  ];
  if (problems.length > 0) throw validationFailed(problems);
  const prepared: JsonDocument = { ...doc, [rules.configuration]: configuration, lastModified: new Date().toISOString() };
  for (const contract of contracts) if (contract.core) prepared[contract.property] = withCoreAttributes(descriptor, contract.core, doc[contract.property]);
  if (contracts.some((contract) => contract.property === ATTRIBUTE_CONTRACT && contract.core)) withDefaultFulfillment(prepared, prepared[ATTRIBUTE_CONTRACT] as JsonDocument);
  return prepared;
}

/** What a descriptor of any kind says: its kind's own properties (a group attribute contract) beside PluginDescriptor's. */
const descriptorValue = (descriptor: KindDescriptor, name: string): unknown => (descriptor as Record<string, unknown>)[name];

/** attributeContract → "attribute contract", groupAttributeContract → "group attribute contract". */
const contractWords = (property: string) => property.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** Extended attributes only for a type that supports them, in each of its contracts (its flag: supportsExtendedContract, supportsGroupExtendedContract). */
function extendedContractProblems(descriptor: KindDescriptor, doc: JsonDocument, contract: PluginAttributeContract): ValidationErrorItem[] {
  const fieldPath = `${contract.property}.extendedAttributes`;
  const extended = valueAt(doc, fieldPath);
  if ((contract.extendedFlag && descriptorValue(descriptor, contract.extendedFlag) === true) || !Array.isArray(extended) || extended.length === 0) return [];
  return [{ errorId: 'invalid_field', fieldPath, message: `'${descriptor.name}' does not support extending its ${contractWords(contract.property)}.` }];
}

/**
 * PingFederate's core attributes are the type's own: their names come from the descriptor's list
 * `core` (attributeContract, groupAttributeContract), in its order, whatever a request lists, so
 * none can be removed; what a request says of one of them (an IdP adapter's pseudonym and masked
 * flags) is kept.
 */
function withCoreAttributes(descriptor: KindDescriptor, core: string, contract: unknown): JsonDocument {
  const given = typeof contract === 'object' && contract !== null ? (contract as JsonDocument) : {};
  const sent = Array.isArray(given.coreAttributes) ? (given.coreAttributes as JsonDocument[]) : [];
  const names = descriptorValue(descriptor, core);
  const coreAttributes = (Array.isArray(names) ? (names as string[]) : []).map((name) => ({ ...sent.find((attribute) => attribute?.name === name), name }));
  return { ...given, coreAttributes };
}

/**
 * An attribute mapping that says nothing of where the attributes come from (the console sends one
 * when only its issuance criteria were edited) gets PingFederate's default: each contract
 * attribute from the adapter itself.
 */
function withDefaultFulfillment(doc: JsonDocument, contract: JsonDocument): void {
  const mapping = doc[ATTRIBUTE_MAPPING];
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping) || 'attributeContractFulfillment' in mapping) return;
  const attributeContractFulfillment = Object.fromEntries(contractAttributeNames(contract).map((name) => [name, { source: { type: 'ADAPTER' }, value: name }]));
  doc[ATTRIBUTE_MAPPING] = { ...mapping, attributeContractFulfillment };
}

const ATTRIBUTE_MAPPING = 'attributeMapping';
/** The contract whose attributes an attribute mapping fulfils. */
const ATTRIBUTE_CONTRACT = 'attributeContract';

/** A plugin instance keeps its type: another type has other fields. */
export function checkPluginTypeKept(definition: ResourceDefinition, existing: JsonDocument, doc: JsonDocument): void {
  const rules = rulesFor(definition, doc);
  if (rules && typeOf(rules, existing) !== typeOf(rules, doc)) throw fieldError(rules.typeField, 'The type of an instance cannot be changed; create a new instance instead.', 'immutable_field');
}

/** The concrete paths of the secret values in `fields` (a configuration's or a row's). */
function secretsAmong(descriptors: readonly FieldDescriptor[] | undefined, fields: unknown, at: string): SecretField[] {
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field: JsonDocument, index) => {
    const descriptor = descriptors?.find((candidate) => candidate.name === field?.name);
    return descriptor && isSecretField(descriptor) ? [{ path: `${at}.${index}.value`, encryptedAs: 'encryptedValue' }] : [];
  });
}

/** The secrets of one plugin instance, by their concrete paths in `doc` (none for other collections). */
export function pluginSecretFields(definition: ResourceDefinition, doc: JsonDocument): SecretField[] {
  const rules = rulesFor(definition, doc);
  if (!rules) return [];
  const descriptor = descriptorsOf(rules.descriptorSet).find((candidate) => candidate.id === typeOf(rules, doc));
  const configuration = (doc[rules.configuration] ?? {}) as PluginConfiguration;
  if (!descriptor) return [];
  const config = descriptor.configDescriptor ?? {};
  const fields = secretsAmong(config.fields, configuration.fields, `${rules.configuration}.fields`);
  const rows = (configuration.tables ?? []).flatMap((table, t) => {
    const columns = config.tables?.find((candidate) => candidate.name === table.name)?.columns;
    return (table.rows ?? []).flatMap((row, r) => secretsAmong(columns, row.fields, `${rules.configuration}.tables.${t}.rows.${r}.fields`));
  });
  return [...fields, ...rows];
}
