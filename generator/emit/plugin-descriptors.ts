import type { GeneratorModel } from '../model/types';
import { literal } from './format';
import { addConstTable, buildFile, moduleTo } from './ts-project';
import type { GeneratedFile } from './types';

/** plugin-descriptors.gen.ts: the plugin types the server offers, by descriptor set id. */
export function emitPluginDescriptors(model: GeneratorModel): GeneratedFile {
  const sets = Object.fromEntries(model.pluginDescriptors.map((set) => [set.id, { list: set.list, get: set.get, descriptors: set.descriptors, optionSources: set.optionSources, integerFields: set.integerFields }]));
  return buildFile({
    path: 'plugin-descriptors.gen.ts',
    sources: model.pluginDescriptors.length ? ['schemas/plugin-descriptors/*.descriptors.yaml'] : [model.contract.file],
    build(file, slots) {
      file.addImportDeclaration({ isTypeOnly: true, namedImports: ['KindDescriptor', 'PluginIntegerField', 'PluginOptionSource'], moduleSpecifier: moduleTo(file, 'src/shared/plugin-configuration.ts') });
      file.addInterface({
        isExported: true,
        name: 'PluginDescriptorSet',
        properties: [
          { name: 'list', type: 'string', docs: ['operationIds of GET <kind>/descriptors and GET <kind>/descriptors/{id}.'] },
          { name: 'get', type: 'string' },
          { name: 'descriptors', type: 'KindDescriptor[]', docs: ["Each of its kind's descriptor schema: PluginDescriptor's properties and the kind's own (a group attribute contract); no name for a kind without one."] },
          { name: 'optionSources', type: 'PluginOptionSource[]', docs: ["Fields whose options the server fills from a collection's objects."] },
          { name: 'integerFields', type: 'PluginIntegerField[]', docs: ['TEXT fields the server checks as whole numbers.'] },
        ],
      });
      addConstTable(file, slots, { name: 'pluginDescriptorSets', type: 'Record<string, PluginDescriptorSet>', data: literal(sets) });
    },
  });
}
