/**
 * Every form's JSON Schema validators compiled at build time (ajv standalone code, as
 * @rjsf/validator-ajv8's compileSchemaValidatorsCode makes it), so the browser validates forms
 * without `new Function` and the console runs under a CSP without 'unsafe-eval'. This module loads
 * RJSF and ajv; form-validators.ts imports it only when the forms changed (step-cache.ts).
 */
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fail } from '../errors';
import type { PageDefinition } from '../../src/shared/page-model';
import { compare } from './format';
import { exportName } from './form-validator-names';

export interface CompiledSchema {
  /** RJSF's lookup key: the schema's hashForSchema (schemaParser sets it as $id). */
  key: string;
  schema: RJSFSchema;
  /** Ids of the pages whose form holds this schema (as the whole form or a part). */
  pages: string[];
}

/** A page, its row actions', imports' and setup's forms and its tab sub-pages, depth first. */
export const withTabs = (pages: PageDefinition[]): PageDefinition[] =>
  pages.flatMap((p) => [p, ...(p.rowActions ?? []).map((action) => action.form), ...(p.imports ?? []).map((entry) => entry.form), ...(p.setup ? [p.setup.form] : []), ...withTabs((p.tabs ?? []).map((t) => t.page))]);

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

/** What form-validators.ts writes: ajv's code, the helper modules it requires, the schemas in export order. */
export interface CompiledValidators {
  runtimeModules: string[];
  body: string;
  schemas: { key: string; pages: string[] }[];
}

/**
 * ajv writes `require("<module>")` for its runtime helpers even in ESM mode (ajv-validator/ajv#1976);
 * each becomes `ajvRuntime<i>`, which the emitted file binds to a namespace import of the module.
 */
function replaceRequires(code: string, file: string): { runtimeModules: string[]; body: string } {
  const runtimeModules: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_, module: string) => {
    if (!runtimeModules.includes(module)) runtimeModules.push(module);
    return `ajvRuntime${runtimeModules.indexOf(module)}`;
  });
  if (/\brequire\s*\(/.test(body)) fail(file, '', 'ajv standalone code has a require() the generator cannot turn into an import', 'Not a fault of the sources: teach replaceRequires (generator/emit/form-validator-code.ts) the new require() form of this ajv version.');
  return { runtimeModules, body };
}

/** Compiles the forms of these pages (their tabs and row actions included); `file` names them in errors. */
export function compileFormValidators(pages: PageDefinition[], file: string): CompiledValidators {
  const schemas = formSchemas(pages);
  const code = standaloneCode(formValidatorAjv(schemas), Object.fromEntries(schemas.map((s, i) => [exportName(i), s.key])));
  const { runtimeModules, body } = replaceRequires(code.replace(/^"use strict";\n?/, ''), file);
  return { runtimeModules, body: body.trim(), schemas: schemas.map((s) => ({ key: s.key, pages: s.pages })) };
}
