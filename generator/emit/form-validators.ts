/**
 * form-validators.gen.ts: every form's validators, compiled at build time (form-validator-code.ts).
 * RJSF and ajv are loaded only when the forms changed since the last compiled result was kept.
 */
import type { GeneratorModel } from '../model/types';
import { cachedStep } from '../step-cache';
import { header, str } from './format';
import type { EmitContext, GeneratedFile } from './types';

/** A page, its row actions' forms and its tab sub-pages: every form schema the validators cover. */
const formsOf = (model: GeneratorModel): unknown[] => {
  const walk = (pages: GeneratorModel['pages'][number]['definition'][]): unknown[] =>
    pages.flatMap((p) => [[p.id, p.formSchema], ...(p.rowActions ?? []).map((a) => [a.form.id, a.form.formSchema]), ...walk((p.tabs ?? []).map((t) => t.page))]);
  return walk(model.pages.map((page) => page.definition));
};

/**
 * ajv's helpers are CommonJS modules flagged __esModule. Importers differ: Node (and Vite in a
 * "type": "module" package) put module.exports under `default`; others spread it into the namespace.
 */
const COMMON_JS_EXPORTS = `/** An ajv helper's module.exports, under either ESM interop of CommonJS. */
const commonJsExports = (namespace) => (namespace.default?.__esModule ? namespace.default : namespace);`;

export async function emitFormValidators(model: GeneratorModel, ctx: EmitContext): Promise<GeneratedFile> {
  const compiled = await cachedStep(
    'form-validators',
    { input: JSON.stringify(formsOf(model)), packages: ['ajv', '@rjsf/utils', '@rjsf/validator-ajv8'], sources: ['generator/emit/form-validator-code.ts'] },
    async () => (await import('./form-validator-code')).compileFormValidators(model.pages.map((page) => page.definition), ctx.pagesGlob),
  );
  const modules = compiled.runtimeModules;
  const imports = [
    ...modules.map((module, i) => `import * as ajvRuntime${i}Module from ${str(module)};`),
    ...(modules.length ? ['', COMMON_JS_EXPORTS] : []),
    ...modules.map((_, i) => `const ajvRuntime${i} = commonJsExports(ajvRuntime${i}Module);`),
  ];
  const registry = compiled.schemas.map((s, i) => `  // ${s.pages.join(', ')}\n  ${str(s.key)}: validator${i},`).join('\n');
  const content = `${header([ctx.pagesGlob, model.contract.file])}// @ts-nocheck: the validators below are ajv's generated JavaScript.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
${imports.map((line) => `${line}\n`).join('')}
${compiled.body}

/** Every form's validators by the key RJSF looks a schema up with (hashForSchema), for createPrecompiledValidator. */
export const formValidators: ValidatorFunctions = {${registry ? `\n${registry}\n` : ''}};
`;
  return { path: 'form-validators.gen.ts', content };
}
