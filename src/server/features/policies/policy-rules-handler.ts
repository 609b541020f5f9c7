/** GET /internal/policyRuleSources: what the Rules dialog offers for a policy tree node's rules. */
import type { Handler } from '../../kernel/handler-types';
import { authenticationSources } from '../../services/authentication-sources';
import { CONDITION_TYPES } from './condition-types';

/** The adapters on the node's path (those that exist, in path order), the context source, and the condition types. */
export const getPolicyRuleSources: Handler<'getPolicyRuleSources'> = async ({ server, query }) => {
  // The contract's validation already made one adapterId a list of one.
  const adapterIds = query.adapterId ?? [];
  return {
    status: 200,
    body: { authenticationSources: await authenticationSources(server.store, adapterIds), conditions: { ...CONDITION_TYPES } },
  };
};
