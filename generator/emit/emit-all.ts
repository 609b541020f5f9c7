import type { GeneratorModel } from '../model/types';
import { emitApiClient } from './api-client';
import { emitApiTypes } from './api-types';
import { compare } from './format';
import { emitFormValidators } from './form-validators';
import { emitItemPathSiblings } from './item-path-siblings';
import { emitMessages } from './messages';
import { emitNavigation } from './navigation';
import { emitOperations } from './operations';
import { emitPageModule } from './page-module';
import { emitPluginDescriptors } from './plugin-descriptors';
import { emitResources } from './resources';
import { emitRoutes } from './routes';
import { emitServerRoutes } from './server-routes';
import { emitStoragePaths } from './storage-paths';
import type { EmitContext, GeneratedFile } from './types';
import { timed } from '../timings';

/** Every file of generated/, sorted by path. */
export async function emitAll(model: GeneratorModel, ctx: EmitContext): Promise<GeneratedFile[]> {
  const files = [
    await timed('emit: api-types (openapi-typescript)', () => emitApiTypes(model)),
    await timed('emit: form validators (ajv standalone)', () => emitFormValidators(model, ctx)),
    ...(await timed('emit: the other files', () => [
      emitApiClient(model),
      emitOperations(model),
      ...model.pages.map((page) => emitPageModule(model, page)),
      emitRoutes(model, ctx),
      emitNavigation(model, ctx),
      emitMessages(model, ctx),
      emitServerRoutes(model, ctx),
      emitResources(model, ctx),
      emitStoragePaths(model),
      emitItemPathSiblings(model),
      emitPluginDescriptors(model),
    ])),
  ];
  return files.sort((a, b) => compare(a.path, b.path));
}
