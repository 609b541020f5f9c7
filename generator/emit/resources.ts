import type { ResourceDefinition } from '../../src/shared/route-binding';
import { fail } from '../errors';
import type { GeneratorModel, PageModel } from '../model/types';
import { compare, header, literal, sortKeys } from './format';
import type { EmitContext, GeneratedFile } from './types';

/** The server's view of one page: the generic collection or settings resource it backs. */
export function resourceDefinition(model: GeneratorModel, { file, definition: d, source }: PageModel): ResourceDefinition {
  const schemaName = d.entity?.schema ?? d.settings?.schema ?? '';
  const contractRequired = (model.contract.schemas[schemaName]?.required ?? []) as string[];
  const required = [...new Set([...d.fields.filter((f) => f.required).map((f) => f.name), ...contractRequired])].sort(compare);
  const immutable = d.fields.filter((f) => f.immutable).map((f) => f.name).sort(compare);
  const messages = sortKeys(source.texts);
  if (d.view === 'cards') {
    const list = d.operations.list ?? fail(file, '/operations/list', 'a cards page needs a list operation');
    return {
      pageId: d.id,
      kind: 'collection',
      schema: schemaName,
      store: list.path,
      key: d.entity?.key,
      label: d.entity?.label,
      sortBy: d.entity?.sortBy,
      generateId: d.collection?.generateId ?? false,
      unique: d.collection?.unique ?? [],
      required,
      immutable,
      messages,
    };
  }
  const get = d.operations.get ?? fail(file, '/operations/get', 'a settings page needs a get operation');
  return { pageId: d.id, kind: 'settings', schema: schemaName, store: get.path, required, immutable, settingsDefault: d.settings?.default, messages };
}

/** resources.gen.ts: a ResourceDefinition per page, by page id. */
export function emitResources(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const definitions = Object.fromEntries(model.pages.map((page) => [page.definition.id, resourceDefinition(model, page)]));
  const content = `${header([ctx.pagesGlob, model.contract.file])}
import type { ResourceDefinition } from '../src/shared/route-binding';

export const resourceDefinitions: Record<string, ResourceDefinition> = ${literal(sortKeys(definitions))};
`;
  return { path: 'resources.gen.ts', content };
}
