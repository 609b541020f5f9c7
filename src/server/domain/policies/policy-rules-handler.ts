/** GET /internal/policyRules/{nodeId}: what the Rules dialog edits for one policy node. */
import { notFound } from '../../http/api-error';
import type { Handler } from '../../http/handler-types';
import { authenticationSources } from './authentication-sources';
import { CONDITION_TYPES } from './condition-types';
import { findPolicyNode, getRuleSet, policyAdapterIds } from './policies';

export const UNKNOWN_NODE_MESSAGE = 'There is no authentication policy node with this id.';

export const getPolicyRules: Handler = async ({ server, params }) => {
  const nodeId = params.nodeId ?? '';
  const located = await findPolicyNode(server.store, nodeId);
  if (!located) throw notFound(UNKNOWN_NODE_MESSAGE);
  return {
    status: 200,
    body: {
      ruleSet: await getRuleSet(server.store, nodeId),
      nodeLabel: located.node.label,
      policyName: located.policy.name,
      authenticationSources: await authenticationSources(server.store, policyAdapterIds(located.policy)),
      conditions: { ...CONDITION_TYPES },
    },
  };
};
