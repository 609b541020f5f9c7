/**
 * form-validators.gen.ts: every form's validators, compiled at build time (form-validator-code.ts).
 * RJSF and ajv are loaded only when the forms changed since the last compiled result was kept.
 */
import { VariableDeclarationKind } from 'ts-morph';
import type { GeneratorModel } from '../model/types';
import { cachedStep } from '../step-cache';
import { exportName } from './form-validator-names';
import { str } from './format';
import { buildFile } from './ts-project';
import type { EmitContext, GeneratedFile } from './types';

/** A page, its row actions', imports' and setup's forms and its tab sub-pages: every form schema the validators cover. */
const formsOf = (model: GeneratorModel): unknown[] => {
  const walk = (pages: GeneratorModel['pages'][number]['definition'][]): unknown[] =>
    pages.flatMap((p) => [[p.id, p.formSchema], ...(p.rowActions ?? []).map((a) => [a.form.id, a.form.formSchema]), ...(p.imports ?? []).map((a) => [a.form.id, a.form.formSchema]), ...(p.setup ? [[p.setup.form.id, p.setup.form.formSchema]] : []), ...walk((p.tabs ?? []).map((t) => t.page))]);
  return walk(model.pages.map((page) => page.definition));
};

export async function emitFormValidators(model: GeneratorModel, ctx: EmitContext): Promise<GeneratedFile> {
  const compiled = await cachedStep(
    'form-validators',
    { input: JSON.stringify(formsOf(model)), packages: ['ajv', '@rjsf/utils', '@rjsf/validator-ajv8'], sources: ['generator/emit/form-validator-code.ts', 'generator/emit/form-validator-names.ts'] },
    async () => (await import('./form-validator-code')).compileFormValidators(model.pages.map((page) => page.definition), ctx.pagesGlob),
  );
  const helpers = compiled.runtimeModules.map((module, i) => ({ module, namespace: `ajvRuntime${i}Module`, name: `ajvRuntime${i}` }));
  return buildFile({
    path: 'form-validators.gen.ts',
    sources: [ctx.pagesGlob, model.contract.file],
    preamble: ["// @ts-nocheck: the validators below are ajv's generated JavaScript."],
    build(file, slots) {
      file.addImportDeclarations([
        { isTypeOnly: true, namedImports: ['ValidatorFunctions'], moduleSpecifier: '@rjsf/validator-ajv8' },
        ...helpers.map((helper) => ({ namespaceImport: helper.namespace, moduleSpecifier: helper.module })),
      ]);
      if (helpers.length) {
        // ajv's helpers are CommonJS modules flagged __esModule. Importers differ: Node (and Vite in a
        // "type": "module" package) put module.exports under `default`; others spread it into the namespace.
        file.addVariableStatement({
          docs: ["An ajv helper's module.exports, under either ESM interop of CommonJS."],
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name: 'commonJsExports', initializer: '(namespace) => (namespace.default?.__esModule ? namespace.default : namespace)' }],
        });
        file.addVariableStatements(
          helpers.map((helper) => ({ declarationKind: VariableDeclarationKind.Const, declarations: [{ name: helper.name, initializer: `commonJsExports(${helper.namespace})` }] })),
        );
      }
      // ajv's code: its generator's output, put in as it is (ts-project.ts).
      file.addStatements(slots.statements(compiled.body));
      file.addVariableStatement({
        isExported: true,
        docs: ['Every form\'s validators by the key RJSF looks a schema up with (hashForSchema), for createPrecompiledValidator.'],
        declarationKind: VariableDeclarationKind.Const,
        declarations: [
          {
            name: 'formValidators',
            type: 'ValidatorFunctions',
            initializer: (writer) =>
              writer.inlineBlock(() => {
                compiled.schemas.forEach((schema, i) => writer.writeLine(`// ${schema.pages.join(', ')}`).writeLine(`${str(schema.key)}: ${exportName(i)},`));
              }),
          },
        ],
      });
    },
  });
}
