import openapiTS, { astToString } from 'openapi-typescript';
import type { GeneratorModel } from '../model/types';
import { header } from './format';
import type { GeneratedFile } from './types';

/** api-types.gen.ts: openapi-typescript's `paths`, `components` and `operations` for the contract. */
export async function emitApiTypes(model: GeneratorModel): Promise<GeneratedFile> {
  const ast = await openapiTS(structuredClone(model.contract.document) as never, { silent: true });
  return { path: 'api-types.gen.ts', content: header([model.contract.file]) + astToString(ast) };
}
