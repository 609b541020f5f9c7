/** The policies area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { defaultPolicyHandlers, policyDefinitions } from './default-policy';
import { movePolicyHandlers } from './move-policy';
import { POLICY_STORE, TREES_STORE } from './policy-order';
import { getPolicyRuleSources } from './policy-rules-handler';
export { getPolicyRuleSources } from './policy-rules-handler';

export const policiesArea: Area = {
  name: 'policies',
  uses: [],
  handlers: ({ definitions }) => {
    const policy = () => policyDefinitions(definitions);
    return { getPolicyRuleSources, ...defaultPolicyHandlers(policy), ...movePolicyHandlers(policy) };
  },
  replaces: {
    createPolicy: 'a new tree is placed last in the policy document, in the same transaction',
    getDefaultAuthenticationPolicy: "the document's trees are the objects of /authenticationPolicies/policy, answered in the policy's order",
    updateDefaultAuthenticationPolicy: 'the trees are created, updated and deleted in their own collection, by its rules, with the document in one transaction',
  },
  // The trees travel inside the policy document, as in PingFederate's export; an import saves them as the collection's objects.
  bulk: [{ document: POLICY_STORE, lists: { authnSelectionTrees: TREES_STORE } }],
};
