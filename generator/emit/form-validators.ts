/**
 * form-validators.gen.ts: every form's JSON Schema validators compiled at build time (ajv
 * standalone code, as @rjsf/validator-ajv8's compileSchemaValidatorsCode makes it), so the browser
 * validates forms without `new Function` and the console runs under a CSP without 'unsafe-eval'.
 */
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fail } from '../errors';
import type { PageDefinition } from '../../src/shared/page-model';
import type { GeneratorModel } from '../model/types';
import { compare, header, str } from './format';
import type { EmitContext, GeneratedFile } from './types';

export interface CompiledSchema {
  /** RJSF's lookup key: the schema's hashForSchema (schemaParser sets it as $id). */
  key: string;
  schema: RJSFSchema;
  /** Ids of the pages whose form holds this schema (as the whole form or a part). */
  pages: string[];
}

/** A page, its row actions' forms and its tab sub-pages, depth first. */
const withTabs = (pages: PageDefinition[]): PageDefinition[] =>
  pages.flatMap((p) => [p, ...(p.rowActions ?? []).map((action) => action.form), ...withTabs((p.tabs ?? []).map((t) => t.page))]);

/**
 * The schemas RJSF may validate against, over the pages and their tab sub-pages: each form schema
 * and the sub-schemas schemaParser finds in it (oneOf/anyOf options), merged by key. Pages without
 * a form view are included too: their schema is tiny and the generator need not know which views render forms.
 */
export function formSchemas(pages: PageDefinition[]): CompiledSchema[] {
  const byKey = new Map<string, CompiledSchema>();
  for (const page of withTabs(pages)) {
    for (const [key, schema] of Object.entries(schemaParser(page.formSchema as RJSFSchema))) {
      const entry = byKey.get(key) ?? { key, schema, pages: [] };
      entry.pages.push(page.id);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => compare(a.key, b.key));
}

/** The ajv instance RJSF's own validator would use (same options and formats), set to emit source code. */
export function formValidatorAjv(schemas: CompiledSchema[]) {
  return createAjvInstance(undefined, undefined, { code: { source: true, esm: true, lines: true }, schemas: schemas.map((s) => s.schema) });
}

const exportName = (index: number) => `validator${index}`;

/**
 * ajv writes `require("<module>")` for its runtime helpers even in ESM mode (ajv-validator/ajv#1976);
 * each becomes a namespace import read through `commonJsExports` (below).
 */
function importRuntimeHelpers(code: string, file: string): { imports: string[]; body: string } {
  const modules: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_, module: string) => {
    if (!modules.includes(module)) modules.push(module);
    return `ajvRuntime${modules.indexOf(module)}`;
  });
  if (/\brequire\s*\(/.test(body)) fail(file, '', 'ajv standalone code has a require() the generator cannot turn into an import');
  return {
    imports: [
      ...modules.map((module, i) => `import * as ajvRuntime${i}Module from ${str(module)};`),
      ...(modules.length ? ['', COMMON_JS_EXPORTS] : []),
      ...modules.map((_, i) => `const ajvRuntime${i} = commonJsExports(ajvRuntime${i}Module);`),
    ],
    body,
  };
}

/**
 * ajv's helpers are CommonJS modules flagged __esModule. Importers differ: Node (and Vite in a
 * "type": "module" package) put module.exports under `default`; others spread it into the namespace.
 */
const COMMON_JS_EXPORTS = `/** An ajv helper's module.exports, under either ESM interop of CommonJS. */
const commonJsExports = (namespace) => (namespace.default?.__esModule ? namespace.default : namespace);`;

export function emitFormValidators(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const schemas = formSchemas(model.pages.map((page) => page.definition));
  const code = standaloneCode(formValidatorAjv(schemas), Object.fromEntries(schemas.map((s, i) => [exportName(i), s.key])));
  const { imports, body } = importRuntimeHelpers(code.replace(/^"use strict";\n?/, ''), ctx.pagesGlob);
  const registry = schemas.map((s, i) => `  // ${s.pages.join(', ')}\n  ${str(s.key)}: ${exportName(i)},`).join('\n');
  const content = `${header([ctx.pagesGlob, model.contract.file])}// @ts-nocheck: the validators below are ajv's generated JavaScript.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
${imports.map((line) => `${line}\n`).join('')}
${body.trim()}

/** Every form's validators by the key RJSF looks a schema up with (hashForSchema), for createPrecompiledValidator. */
export const formValidators: ValidatorFunctions = {${registry ? `\n${registry}\n` : ''}};
`;
  return { path: 'form-validators.gen.ts', content };
}
