import type { OperationRef } from '../../src/shared/page-model';
import type { ContractOperation } from './types';

/** What the console needs of an operation: how to call it and who may (x-auth, x-roles, x-roles-all, x-passive-console, x-read-only). */
export function operationRef(op: ContractOperation): OperationRef {
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    auth: op.auth,
    roles: [...op.roles],
    ...(op.allRoles ? { allRoles: [...op.allRoles] } : {}),
    ...(op.passiveConsole ? { passiveConsole: true } : {}),
    ...(op.selfService ? { selfService: true } : {}),
    ...(op.readOnly ? { readOnly: true } : {}),
  };
}
