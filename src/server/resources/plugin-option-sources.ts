/**
 * Descriptor fields whose choices are the objects of a collection (PluginOptionSource, descriptor
 * key `x-options-from`): served with those objects as their options and checked against them on
 * every write (object-users refuses deleting an object an instance names).
 */
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { fieldLabelOf, optionSourceValues, type FieldDescriptor, type KindDescriptor, type PluginConfiguration, type PluginOptionSource } from '../../shared/plugin-configuration';
import type { ResourceDefinition } from '../../shared/route-binding';
import { validationFailed, type ValidationErrorItem } from '../core/api-error';
import type { JsonDocument, StoreReader } from '../store/store';
import { collectionAt } from './object-users';
import { valueAt } from './resource-rules';

const sourcesOf = (setId: string, descriptorId: string): PluginOptionSource[] => (pluginDescriptorSets[setId]?.optionSources ?? []).filter((source) => source.descriptor === descriptorId);

/** The options of one source: the collection's objects by label (the key added where two share one). */
async function optionsOf(reader: StoreReader, source: PluginOptionSource): Promise<{ name: string; value: string }[]> {
  const collection = collectionAt(source.store);
  const key = collection?.key ?? 'id';
  const label = collection?.label ?? key;
  const options = (await reader.listItems(source.store)).map(({ doc }) => ({ value: String(doc[key]), name: String(doc[label] ?? doc[key]) }));
  const shared = new Set(options.filter((option, i) => options.findIndex((other) => other.name === option.name) !== i).map((option) => option.name));
  return options.map((option) => (shared.has(option.name) ? { ...option, name: `${option.name} (${option.value})` } : option)).sort((a, b) => a.name.localeCompare(b.name));
}

/** A descriptor as served: the fields of its option sources list the collection's objects now. */
export async function withCollectionOptions(reader: StoreReader, setId: string, descriptor: KindDescriptor): Promise<KindDescriptor> {
  const sources = sourcesOf(setId, descriptor.id);
  if (sources.length === 0 || !descriptor.configDescriptor) return descriptor;
  const filled = new Map(await Promise.all(sources.map(async (source) => [source, await optionsOf(reader, source)] as const)));
  const fill = (fields: FieldDescriptor[] | undefined, table?: string) =>
    fields?.map((field) => {
      const source = sources.find((candidate) => candidate.field === field.name && candidate.table === table);
      return source ? { ...field, optionValues: filled.get(source) } : field;
    });
  const config = descriptor.configDescriptor;
  return {
    ...descriptor,
    configDescriptor: { ...config, fields: fill(config.fields), tables: config.tables?.map((table) => ({ ...table, columns: fill(table.columns, table.name) })) },
  };
}

/**
 * Every value of an option-source field must name an object of its collection; checked in the
 * write's transaction, so a concurrent delete cannot slip between. Paths as PingFederate's.
 */
export async function checkCollectionOptionValues(reader: StoreReader, definition: ResourceDefinition, doc: JsonDocument): Promise<void> {
  const rules = definition.plugin;
  const type = rules ? valueAt(doc, rules.typeField) : undefined;
  if (!rules || typeof type !== 'string') return;
  const sources = sourcesOf(rules.descriptorSet, type);
  if (sources.length === 0) return;
  const descriptor = pluginDescriptorSets[rules.descriptorSet].descriptors.find((candidate) => candidate.id === type);
  const configuration = (doc[rules.configuration] ?? {}) as PluginConfiguration;
  const errors: ValidationErrorItem[] = [];
  for (const source of sources) {
    const known = new Set((await reader.listItems(source.store)).map((item) => String(item.doc[collectionAt(source.store)?.key ?? 'id'])));
    const field = (source.table ? descriptor?.configDescriptor?.tables?.find((table) => table.name === source.table)?.columns : descriptor?.configDescriptor?.fields)?.find((candidate) => candidate.name === source.field);
    const label = field ? fieldLabelOf(field) : source.field;
    for (const { path, value } of optionSourceValues(configuration, source, rules.configuration)) {
      if (!known.has(value)) errors.push({ errorId: 'invalid_field', fieldPath: path, message: `'${value}' is not one of the choices of '${label}'.` });
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
}
