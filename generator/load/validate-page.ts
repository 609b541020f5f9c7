import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { GeneratorError, type SourceIssue } from '../errors';
import { cachedModule } from '../step-cache';
import type { PageFile } from './page-file';
import { pageSchemaIssue, type SourceAt } from './page-schema-errors';

const validators = new Map<string, ValidateFunction>();
const require = createRequire(import.meta.url);

/**
 * The page files' validator. Compiling page.schema.json takes ajv a few hundred milliseconds, so
 * its standalone code is kept in the step cache by the schema's text and loaded as a module.
 */
function validatorFor(schemaPath: string): ValidateFunction {
  let validate = validators.get(schemaPath);
  if (!validate) {
    const text = readFileSync(schemaPath, 'utf8');
    const module = cachedModule('page-schema-validator', { input: text, packages: ['ajv'], sources: ['generator/load/validate-page.ts'] }, () => {
      // verbose: errors carry their data and schema, which the refusals quote (page-schema-errors.ts).
      const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, code: { source: true } });
      return standaloneCode(ajv, ajv.compile(JSON.parse(text)));
    });
    validate = require(module) as ValidateFunction;
    validators.set(schemaPath, validate);
  }
  return validate;
}

/**
 * Validates a parsed page file against page.schema.json; throws with file, JSON path, reason and
 * fix. `source` gives the YAML text at a path, so a refusal can show the quoting a value needs.
 */
export function validatePageFile(file: string, data: unknown, schemaPath: string, source: SourceAt = () => undefined): PageFile {
  const validate = validatorFor(schemaPath);
  if (validate(data)) return data as PageFile;
  const issues: SourceIssue[] = (validate.errors ?? [])
    .filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames')
    .map((e) => ({ file, ...pageSchemaIssue(e, source) }));
  if (issues.length === 0) issues.push({ file, path: '/', reason: 'does not match page.schema.json', fix: 'Compare the file with schemas/page.schema.json (its editor hint `# yaml-language-server: $schema=../page.schema.json` shows where).' });
  const unique = [...new Map(issues.map((i) => [`${i.path}|${i.reason}|${i.fix}`, i])).values()];
  throw new GeneratorError(unique);
}
