/**
 * Who uses an object of a collection: objects of other collections that reference it (the page's
 * usedBy), settings documents whose references name it, and plugin instances whose configuration names it in a field whose options are that
 * collection (x-options-from). Deleting a used object is refused with its users named.
 */
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { optionSourceValues, type PluginConfiguration } from '../../shared/plugin-configuration';
import type { ResourceDefinition } from '../../shared/route-binding';
import type { JsonDocument, StoreReader } from '../store/store';
import { valueAt } from './resource-rules';
import { namesAt } from './conditions';

/** The generic collection kept at `store`, if one is. */
export const collectionAt = (store: string): ResourceDefinition | undefined =>
  Object.values(resourceDefinitions).find((definition) => definition.kind === 'collection' && definition.store === store);

/** "IdP Adapter 'HTML Form Adapter'": what the page calls one of its objects (from its title "Create IdP Adapter"), and its name. */
function named(definition: ResourceDefinition | undefined, doc: JsonDocument): string {
  const noun = definition?.messages.createTitle?.replace(/^(Create|Add|Generate) (New )?/, '') ?? 'Object';
  return `${noun} '${String(doc[definition?.label ?? 'id'] ?? doc.id)}'`;
}

/** The plugin instances that name `id` of `store` in an option-source field. */
export async function pluginInstancesNaming(reader: StoreReader, store: string, id: string): Promise<string[]> {
  const users: string[] = [];
  for (const definition of Object.values(resourceDefinitions)) {
    const rules = definition.plugin;
    const sources = rules ? (pluginDescriptorSets[rules.descriptorSet]?.optionSources ?? []).filter((source) => source.store === store) : [];
    if (!rules || sources.length === 0) continue;
    for (const { doc } of await reader.listItems(definition.store)) {
      const configuration = doc[rules.configuration] as PluginConfiguration | undefined;
      const names = sources.some((source) => source.descriptor === valueAt(doc, rules.typeField) && optionSourceValues(configuration, source).some((named) => named.value === id));
      if (names) users.push(named(definition, doc));
    }
  }
  return users;
}

/**
 * The settings documents that name `id` of `store` in one of their references, each by its text
 * documentName ("OpenID Connect Settings"), else its schema's words.
 */
export async function settingsNaming(reader: StoreReader, store: string, id: string): Promise<string[]> {
  const users: string[] = [];
  const seen = new Set<string>();
  for (const definition of Object.values(resourceDefinitions)) {
    const references = definition.kind === 'settings' ? (definition.references ?? []).filter((reference) => reference.store === store) : [];
    // Several pages may edit one document (they share its rules): it is named once.
    if (references.length === 0 || seen.has(definition.store)) continue;
    seen.add(definition.store);
    const doc = (await reader.getSettings(definition.store)) ?? definition.settingsDefault ?? {};
    if (references.some((reference) => namesAt(doc, reference.field, reference.when, id))) {
      users.push(definition.messages.documentName ?? definition.schema.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
    }
  }
  return users;
}

/**
 * The objects of generic collections whose references name `id` of `store`, a collection kept by
 * domain code (a connection's signing key pair): such a collection declares no usedBy of its own.
 */
export async function collectionsNaming(reader: StoreReader, store: string, id: string): Promise<string[]> {
  const users: string[] = [];
  for (const definition of Object.values(resourceDefinitions)) {
    const references = definition.kind === 'collection' ? (definition.references ?? []).filter((reference) => reference.store === store) : [];
    if (references.length === 0) continue;
    for (const { doc } of await reader.listItems(definition.store)) {
      if (references.some((reference) => namesAt(doc, reference.field, reference.when, id))) users.push(named(definition, doc));
    }
  }
  return users;
}

/** Every user of `id`: usedBy references first, then settings documents, then plugin instances. */
export async function usersOf(reader: StoreReader, definition: ResourceDefinition, id: string): Promise<string[]> {
  const users: string[] = [];
  for (const use of definition.usedBy ?? []) {
    for (const { doc } of await reader.listItems(use.store)) {
      if (namesAt(doc, use.field, use.when, id)) users.push(named(collectionAt(use.store), doc));
    }
  }
  // An object naming this one in several places (a fragment's inputs, outputs and tree) is named once.
  return [...new Set([...users, ...(await settingsNaming(reader, definition.store, id)), ...(await pluginInstancesNaming(reader, definition.store, id))])];
}
