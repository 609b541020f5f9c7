import { join } from 'node:path';
import { emitAll } from './emit/emit-all';
import type { GeneratedFile } from './emit/types';
import { loadContract } from './load/load-contract';
import { loadPages, PAGE_FILE_SUFFIX } from './load/load-pages';
import { loadPluginDescriptors } from './load/load-plugin-descriptors';
import { buildModel } from './model/build-model';
import type { GeneratorModel } from './model/types';
import type { GeneratorOptions } from './options';
import { timed } from './timings';
import { checkOutputs, type StaleFile } from './verify/check';
import { verifyModules } from './verify/modules';
import { writeOutputs, type WriteResult } from './verify/write';

/** load → model → emit → verify of the emitted modules, without touching the output directory. */
export async function produce(options: GeneratorOptions): Promise<{ model: GeneratorModel; files: GeneratedFile[] }> {
  const contract = await timed('load: contract', () => loadContract(options.root, options.contract));
  const pages = await timed('load: page schemas', () => loadPages(options.root, options.pagesDir, options.pageSchema));
  const descriptors = await timed('load: plugin descriptors', () => loadPluginDescriptors(options.root, options.pluginDescriptorsDir));
  const model = await timed('model', () => buildModel(contract, pages, descriptors));
  const files = await emitAll(model, { pagesGlob: `${options.pagesDir}/*${PAGE_FILE_SUFFIX}` });
  await timed('verify: the emitted modules (ts-morph)', () => verifyModules(files, options.outDir));
  return { model, files };
}

/** The whole pipeline in write mode. */
export async function generate(options: GeneratorOptions): Promise<{ model: GeneratorModel; files: GeneratedFile[]; result: WriteResult }> {
  const { model, files } = await produce(options);
  return { model, files, result: await timed('write', () => writeOutputs(join(options.root, options.outDir), files)) };
}

/** The whole pipeline in check mode: the stale files, none written. */
export async function check(options: GeneratorOptions): Promise<{ model: GeneratorModel; files: GeneratedFile[]; stale: StaleFile[] }> {
  const { model, files } = await produce(options);
  return { model, files, stale: await timed('check', () => checkOutputs(join(options.root, options.outDir), files)) };
}
