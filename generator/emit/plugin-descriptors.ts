import type { GeneratorModel } from '../model/types';
import { header, literal } from './format';
import type { GeneratedFile } from './types';

/** plugin-descriptors.gen.ts: the plugin types the server offers, by descriptor set id. */
export function emitPluginDescriptors(model: GeneratorModel): GeneratedFile {
  const sets = Object.fromEntries(model.pluginDescriptors.map((set) => [set.id, { list: set.list, get: set.get, descriptors: set.descriptors, optionSources: set.optionSources }]));
  const sources = model.pluginDescriptors.length ? ['schemas/plugin-descriptors/*.descriptors.yaml'] : [model.contract.file];
  const content = `${header(sources)}
import type { PluginDescriptor, PluginOptionSource } from '../src/shared/plugin-configuration';

export interface PluginDescriptorSet {
  /** operationIds of GET <kind>/descriptors and GET <kind>/descriptors/{id}. */
  list: string;
  get: string;
  descriptors: PluginDescriptor[];
  /** Fields whose options the server fills from a collection's objects. */
  optionSources: PluginOptionSource[];
}

export const pluginDescriptorSets: Record<string, PluginDescriptorSet> = ${literal(sets)};
`;
  return { path: 'plugin-descriptors.gen.ts', content };
}
