import { operations } from '../../../../generated/operations.gen';
import { useAccess } from '../../runtime/access/page-access';

export interface RulesAccess {
  /** Add, remove, reorder, edit basic rules and Done. */
  mayEdit: boolean;
  /** Create, change, remove and test expression rules (EXPRESSION_ADMINISTRATOR, SPEC 5). */
  mayEditExpressions: boolean;
}

/**
 * The rules change with the policy they belong to: `editable` is whether its form is, or (the
 * Rules tab) whether the account may update the policy: the one access mechanism, PageAccess,
 * decides it from the update operation. Expression rules also need the role the server asks for
 * them (that of POST /expression/test, EXPRESSION_ADMINISTRATOR).
 */
export function useRulesAccess(editable: boolean): RulesAccess {
  const access = useAccess();
  return { mayEdit: editable, mayEditExpressions: editable && access.mayCall(operations.testExpression) };
}
