import { operations } from '../../../../generated/operations.gen';
import type { OperationRef } from '../../../shared/page-model';

/** SPEC 3 Scope selection: 'commonScope' means the common scopes; any other type the exclusive ones. */
export type ScopeType = 'commonScope' | 'exclusiveScope';

export const SCOPE_TYPES: readonly ScopeType[] = ['commonScope', 'exclusiveScope'];

/** The server-paged list (filter, page, numberPerPage) of the scopes a selection of this type picks from. */
export function scopeListOperation(scopeType: string): OperationRef {
  return scopeType === 'commonScope' ? operations.getCommonScopes : operations.getExclusiveScopes;
}

/** Rows per page of the dialog's search (SPEC 9's page size of scope lists). */
export const SCOPE_PAGE_SIZE = 20;
