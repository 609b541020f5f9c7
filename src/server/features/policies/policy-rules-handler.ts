/** GET /internal/policyRuleSources: what the Rules dialog offers for a policy tree node's rules. */
import type { RouteHandler } from '../../kernel/handler-types';
import { authenticationSources } from '../../services/authentication-sources';
import { CONDITION_TYPES } from './condition-types';

/** The adapters on the node's path (those that exist, in path order), the context source, and the condition types. */
export const getPolicyRuleSources: RouteHandler = async ({ server, query }) => {
  const given = query.adapterId;
  const adapterIds = Array.isArray(given) ? given.map(String) : typeof given === 'string' ? [given] : [];
  return {
    status: 200,
    body: { authenticationSources: await authenticationSources(server.store, adapterIds), conditions: { ...CONDITION_TYPES } },
  };
};
