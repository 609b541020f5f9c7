import type { OperationRef } from '../../src/shared/page-model';
import { operationRef } from '../model/operation-ref';
import type { GeneratorModel } from '../model/types';
import { literal, sortKeys } from './format';
import { addConstTable, buildFile, moduleTo } from './ts-project';
import type { GeneratedFile } from './types';

/** operations.gen.ts: every contract operation as an OperationRef (with its x-auth and x-roles), by operationId. */
export function emitOperations(model: GeneratorModel): GeneratedFile {
  const refs: Record<string, OperationRef> = {};
  for (const op of Object.values(model.contract.operations)) {
    refs[op.operationId] = operationRef(op);
  }
  return buildFile({
    path: 'operations.gen.ts',
    sources: [model.contract.file],
    build(file, slots) {
      file.addImportDeclaration({ isTypeOnly: true, namedImports: ['OperationRef'], moduleSpecifier: moduleTo(file, 'src/shared/page-model.ts') });
      addConstTable(file, slots, { name: 'operations', data: literal(sortKeys(refs)), satisfies: 'Record<string, OperationRef>' });
      file.addTypeAlias({ isExported: true, name: 'OperationId', type: 'keyof typeof operations' });
    },
  });
}
