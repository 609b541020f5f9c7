/**
 * The id of a policy tree node in the embedded Rules tab (showRulesModal's nodeId, SPEC 4) and in
 * its hidden-form save (submittedRulesId, SPEC 7): `<policyId>:<place>`, the place numbered as the
 * tree editor names its nodes (1 the root, 1.2 the root's second child, 1.2.1 that one's first).
 * A PingFederate tree node has no id of its own, so this one is derived from the tree: it is stable
 * exactly as long as the tree's shape is unchanged. A node added, removed or moved before or above
 * a node gives it another id, and the old id then names another node or none.
 */
import type { RuleTreeNode } from './pf-attribute-rules';

export interface PolicyNodePlace {
  policyId: string;
  /** Child indexes from the root down ([] is the root). */
  path: number[];
}

/** "1.2": a node's place, as the tree editor numbers it ("Node 1.2"). */
export const nodePlace = (path: readonly number[]): string => [1, ...path.map((index) => index + 1)].join('.');

export function policyNodeId(policyId: string, path: readonly number[]): string {
  return `${policyId}:${nodePlace(path)}`;
}

/** The policy and the place an id names; undefined when it is not of this form. */
export function parsePolicyNodeId(nodeId: string): PolicyNodePlace | undefined {
  const colon = nodeId.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const place = nodeId.slice(colon + 1);
  if (!/^1(\.[1-9]\d{0,5})*$/.test(place)) return undefined;
  return { policyId: nodeId.slice(0, colon), path: place.split('.').slice(1).map((n) => Number(n) - 1) };
}

/** The node at a path of child indexes, if the tree has one there. */
export function nodeAtPath<T extends RuleTreeNode>(root: T | undefined, path: readonly number[]): T | undefined {
  let node: RuleTreeNode | undefined = root;
  for (const index of path) {
    const children: unknown = node?.children;
    node = Array.isArray(children) && index < children.length ? (children[index] as RuleTreeNode) : undefined;
  }
  return node && typeof node === 'object' ? (node as T) : undefined;
}
