/**
 * ajv validators built from the REFERENCE PingFederate 12.1 OpenAPI document (not our contract),
 * so tests show our responses are what real PingFederate clients expect.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { expect } from 'vitest';

/** Ping's document, in the `shared` folder beside the project (where CI puts it too). */
export const REFERENCE_SPEC = fileURLToPath(new URL('../../../../shared/reference/pingfederate-admin-api/pf-admin-api-12.1.0.4.openapi.yaml', import.meta.url));

let ajv: Ajv | undefined;

function referenceAjv(): Ajv {
  if (ajv) return ajv;
  const spec = parse(readFileSync(REFERENCE_SPEC, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  ajv = new Ajv({ allErrors: true, strict: false });
  // $refs in the document are "#/components/schemas/X"; registering the whole document under an
  // id lets ajv resolve them against it.
  ajv.addSchema({ $id: 'reference', components: spec.components }, 'reference');
  return ajv;
}

export function referenceValidator(schemaName: string): ValidateFunction {
  return referenceAjv().compile({ $ref: `reference#/components/schemas/${schemaName}` });
}

/** Asserts that a body is valid against the reference schema, showing ajv's errors when not. */
export function expectValidAgainstReference(schemaName: string, body: unknown): void {
  const validate = referenceValidator(schemaName);
  const valid = validate(body);
  expect(validate.errors ?? [], `${schemaName}: ${JSON.stringify(validate.errors)}`).toEqual([]);
  expect(valid).toBe(true);
}
