import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { GeneratorError, type SourceIssue } from '../errors';
import type { PageFile } from './page-file';

const validators = new Map<string, ValidateFunction>();

function validatorFor(schemaPath: string): ValidateFunction {
  let validate = validators.get(schemaPath);
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
    validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')));
    validators.set(schemaPath, validate);
  }
  return validate;
}

function reason(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${error.message} (${String(p.additionalProperty)})`;
    case 'enum':
      return `${error.message} (${(p.allowedValues as unknown[]).join(', ')})`;
    case 'false schema':
      return 'is not allowed for this view';
    default:
      return error.message ?? error.keyword;
  }
}

/** Validates a parsed page file against page.schema.json; throws with file, JSON path and reason. */
export function validatePageFile(file: string, data: unknown, schemaPath: string): PageFile {
  const validate = validatorFor(schemaPath);
  if (validate(data)) return data as PageFile;
  const issues: SourceIssue[] = (validate.errors ?? [])
    .filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames')
    .map((e) => ({
      file,
      path: e.instancePath || '/',
      reason: e.propertyName ? `key "${e.propertyName}" ${e.keyword === 'not' ? 'is reserved' : e.message}` : reason(e),
    }));
  if (issues.length === 0) issues.push({ file, path: '/', reason: 'does not match page.schema.json' });
  const unique = [...new Map(issues.map((i) => [`${i.path}|${i.reason}`, i])).values()];
  throw new GeneratorError(unique);
}
