import type { OperationRef } from '../../src/shared/page-model';
import { operationRef } from '../model/operation-ref';
import type { GeneratorModel } from '../model/types';
import { header, literal, sortKeys } from './format';
import type { GeneratedFile } from './types';

/** operations.gen.ts: every contract operation as an OperationRef (with its x-auth and x-roles), by operationId. */
export function emitOperations(model: GeneratorModel): GeneratedFile {
  const refs: Record<string, OperationRef> = {};
  for (const op of Object.values(model.contract.operations)) {
    refs[op.operationId] = operationRef(op);
  }
  const content = `${header([model.contract.file])}
import type { OperationRef } from '../src/shared/page-model';

export const operations = ${literal(sortKeys(refs))} as const satisfies Record<string, OperationRef>;

export type OperationId = keyof typeof operations;
`;
  return { path: 'operations.gen.ts', content };
}
