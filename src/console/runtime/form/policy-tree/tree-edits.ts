/**
 * Pure edits of a policy tree (PingFederate's AuthenticationPolicyTreeNode: {action, children}).
 * A node is addressed by the child indices from the root ([] the root, [1, 0] its second child's
 * first). Every edit returns a new tree and leaves what it does not touch as it was, so properties
 * the editor does not show (attribute mappings, user id mappings) are sent back unchanged.
 */
import type { PolicyTreeAction } from '../../../../shared/page-model';
import { getPath, setPath } from '../../values/paths';

export interface PolicyAction {
  type: string;
  context?: string;
  [property: string]: unknown;
}

export interface PolicyNode {
  action: PolicyAction;
  children?: PolicyNode[];
  [property: string]: unknown;
}

export type NodePath = readonly number[];

/** The node at `path`, or undefined. */
export function nodeAt(root: PolicyNode | undefined, path: NodePath): PolicyNode | undefined {
  return path.reduce<PolicyNode | undefined>((node, index) => node?.children?.[index], root);
}

/** `root` with the node at `path` replaced by what `change` makes of it. */
function updateAt(root: PolicyNode, path: NodePath, change: (node: PolicyNode) => PolicyNode): PolicyNode {
  if (path.length === 0) return change(root);
  const [index, ...rest] = path;
  const children = [...(root.children ?? [])];
  if (!children[index]) return root;
  children[index] = updateAt(children[index], rest, change);
  return { ...root, children };
}

/** A new action of a type: its template, and its result kept. */
export function newAction(spec: PolicyTreeAction, context?: string): PolicyAction {
  return { ...structuredClone(spec.template ?? {}), type: spec.type, ...(context !== undefined ? { context } : {}) };
}

/** Another action type for a node: what the old type named goes, the result and the children stay. */
export function setActionType(root: PolicyNode, path: NodePath, spec: PolicyTreeAction): PolicyNode {
  return updateAt(root, path, (node) => (node.action.type === spec.type ? node : { ...node, action: newAction(spec, node.action.context) }));
}

/** The object a node's action names (its ref, e.g. authenticationSelectorRef.id); empty clears it. */
export function setActionRef(root: PolicyNode, path: NodePath, ref: string, value: string): PolicyNode {
  return updateAt(root, path, (node) => ({ ...node, action: setPath(node.action, ref, value === '' ? undefined : value) as PolicyAction }));
}

/** The result of the parent's action that leads to this node (its action's context). */
export function setResult(root: PolicyNode, path: NodePath, context: string): PolicyNode {
  return updateAt(root, path, (node) => {
    const { context: _old, ...action } = node.action;
    return { ...node, action: context === '' ? (action as PolicyAction) : { ...action, context } };
  });
}

/** A child for the next result of the node's action its children do not have yet (or none), starting as `spec`. */
export function addChild(root: PolicyNode, path: NodePath, spec: PolicyTreeAction, outcomes: readonly string[] = []): PolicyNode {
  return updateAt(root, path, (node) => {
    const used = new Set((node.children ?? []).map((child) => child.action.context));
    const context = outcomes.find((outcome) => !used.has(outcome));
    return { ...node, children: [...(node.children ?? []), { action: newAction(spec, context) }] };
  });
}

/** Removes the node at `path` with its subtree; the root cannot be removed. */
export function removeNode(root: PolicyNode, path: NodePath): PolicyNode {
  if (path.length === 0) return root;
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return updateAt(root, parent, (node) => {
    const children = (node.children ?? []).filter((_, i) => i !== index);
    if (children.length > 0) return { ...node, children };
    const { children: _gone, ...rest } = node;
    return rest as PolicyNode;
  });
}

/** Moves the node at `path` among its siblings by `delta` (-1 up, +1 down); at an end nothing moves. */
export function moveNode(root: PolicyNode, path: NodePath, delta: -1 | 1): PolicyNode {
  if (path.length === 0) return root;
  const index = path[path.length - 1];
  return updateAt(root, path.slice(0, -1), (node) => {
    const children = [...(node.children ?? [])];
    const target = index + delta;
    if (target < 0 || target >= children.length) return node;
    [children[index], children[target]] = [children[target], children[index]];
    return { ...node, children };
  });
}

/** The object a node's action names, if its type names one. */
export const refOf = (action: PolicyAction, spec: PolicyTreeAction | undefined): string => (spec?.ref ? String(getPath(action, spec.ref) ?? '') : '');

/** The node's action with `property` (its attribute rules) replaced. */
export function setActionProperty(root: PolicyNode, path: NodePath, property: string, value: unknown): PolicyNode {
  return updateAt(root, path, (node) => ({ ...node, action: { ...node.action, [property]: value } }));
}
