/**
 * Authentication policies and the rule set of each policy node, kept as store collections like the
 * other resources. A policy lists its nodes in order; each node authenticates with one IdP adapter.
 * A node's rule set (SPEC 3: attributeRules in order, defaultSuccess) is stored under its node id.
 */
import type { AttributeRule } from '../../../shared/attribute-rules';
import type { JsonDocument, StoreReader, StoreWriter } from '../../store/store';

export const AUTHENTICATION_POLICIES = '/authenticationPolicies/policies';
export const POLICY_RULE_SETS = '/authenticationPolicies/ruleSets';

export interface PolicyNode {
  nodeId: string;
  label: string;
  /** The IdP adapter this node authenticates with. */
  adapterId: string;
}

export interface AuthenticationPolicy {
  id: string;
  name: string;
  nodes: PolicyNode[];
}

export interface RuleSet {
  nodeId: string;
  attributeRules: AttributeRule[];
  defaultSuccess: boolean;
}

function toPolicy(id: string, doc: JsonDocument): AuthenticationPolicy {
  const nodes = Array.isArray(doc.nodes) ? (doc.nodes as PolicyNode[]) : [];
  return { id, name: String(doc.name ?? id), nodes };
}

/** Every policy, by name. */
export async function listPolicies(store: StoreReader): Promise<AuthenticationPolicy[]> {
  const { items } = await store.queryItems(AUTHENTICATION_POLICIES, {});
  return items.map(({ id, doc }) => toPolicy(id, doc));
}

export interface LocatedNode {
  policy: AuthenticationPolicy;
  node: PolicyNode;
}

export async function findPolicyNode(store: StoreReader, nodeId: string): Promise<LocatedNode | undefined> {
  for (const policy of await listPolicies(store)) {
    const node = policy.nodes.find((candidate) => candidate.nodeId === nodeId);
    if (node) return { policy, node };
  }
  return undefined;
}

/** The stored rule set, or the empty one a node starts with (no rules, default success). */
export async function getRuleSet(store: StoreReader, nodeId: string): Promise<RuleSet> {
  const doc = await store.getItem(POLICY_RULE_SETS, nodeId);
  return {
    nodeId,
    attributeRules: Array.isArray(doc?.attributeRules) ? (doc.attributeRules as AttributeRule[]) : [],
    defaultSuccess: doc?.defaultSuccess !== false,
  };
}

export async function putRuleSet(tx: StoreWriter, ruleSet: RuleSet): Promise<void> {
  await tx.putItem(POLICY_RULE_SETS, ruleSet.nodeId, ruleSet.nodeId, { ...ruleSet } as unknown as JsonDocument);
}

export async function putPolicy(tx: StoreWriter, policy: AuthenticationPolicy): Promise<void> {
  await tx.putItem(AUTHENTICATION_POLICIES, policy.id, policy.name, { ...policy } as unknown as JsonDocument);
}

/** The adapters a node's rules may test: those of its policy (rules look back along the path), in node order. */
export const policyAdapterIds = (policy: AuthenticationPolicy): string[] => policy.nodes.map((node) => node.adapterId);
