import type { OperationRef } from '../../../shared/page-model';

/**
 * The save an embedded page's Scopes Selection leads to (SPEC 7): a hidden-form POST to the page's
 * own path, a configuration change its server handler refuses to auditors and passive consoles.
 * It is no contract operation, so it is described as one here for PageAccess to weigh like any
 * other control (the one access mechanism), rather than checking the auditor flag by hand.
 */
export const embeddedScopesSave: OperationRef = {
  operationId: 'embeddedPage.scopesSelection',
  method: 'post',
  path: '/app/legacy',
  auth: 'admin',
  roles: [],
};
