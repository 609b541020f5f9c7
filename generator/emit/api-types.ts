import type { GeneratorModel } from '../model/types';
import { cachedStep } from '../step-cache';
import { header } from './format';
import type { GeneratedFile } from './types';

/**
 * api-types.gen.ts: openapi-typescript's `paths`, `components` and `operations` for the contract.
 * openapi-typescript (with TypeScript, about a second to load) is imported only when the contract
 * changed since its last result was kept (step-cache.ts).
 */
export async function emitApiTypes(model: GeneratorModel): Promise<GeneratedFile> {
  const types = await cachedStep(
    'api-types',
    { input: JSON.stringify(model.contract.document), packages: ['openapi-typescript', 'typescript'], sources: ['generator/emit/api-types.ts'] },
    async () => {
      const { default: openapiTS, astToString } = await import('openapi-typescript');
      return astToString(await openapiTS(structuredClone(model.contract.document) as never, { silent: true }));
    },
  );
  return { path: 'api-types.gen.ts', content: header([model.contract.file]) + types };
}
