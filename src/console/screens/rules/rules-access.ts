import { operations } from '../../../../generated/operations.gen';
import type { OperationRef } from '../../../shared/page-model';
import { useAccess } from '../../runtime/access/page-access';

/**
 * Done saves through the embedded page's own form post (SPEC 7), not a contract operation; the
 * server refuses it as it refuses any configuration change (auditors, a passive console). Described
 * as an operation so the one access mechanism (PageAccess) answers for it too.
 */
export const SAVE_POLICY_RULES: OperationRef = {
  operationId: 'savePolicyRules',
  method: 'post',
  path: '/app/legacy/policies',
  auth: 'admin',
  roles: [],
};

export interface RulesAccess {
  /** Add, remove, reorder, edit basic rules and Done. */
  mayEdit: boolean;
  /** Create, change, remove and test expression rules (EXPRESSION_ADMINISTRATOR, SPEC 5). */
  mayEditExpressions: boolean;
}

export function useRulesAccess(): RulesAccess {
  const access = useAccess();
  const mayEdit = access.mayCall(SAVE_POLICY_RULES);
  return { mayEdit, mayEditExpressions: mayEdit && access.mayCall(operations.testExpression) };
}
