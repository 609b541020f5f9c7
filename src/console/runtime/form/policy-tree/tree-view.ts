/**
 * The policy tree as the editor shows it (pure): which nodes are visible with some branches
 * collapsed, and where a node's key goes when an edit moves or removes nodes, so a collapsed branch
 * (local UI state, never saved) stays collapsed on the node it was, not on the place it was at.
 * A node's key is its place as the editor names it: "1" the root, "1.2.1" its second child's first.
 */
import { nodeAt, type NodePath, type PolicyNode } from './tree-edits';

export type NodeKey = string;

export const keyOf = (path: NodePath): NodeKey => [1, ...path.map((index) => index + 1)].join('.');

export const pathOf = (key: NodeKey): NodePath =>
  key
    .split('.')
    .slice(1)
    .map((part) => Number(part) - 1);

const hasChildren = (node: PolicyNode | undefined): boolean => (node?.children?.length ?? 0) > 0;

/** The nodes a reader sees, in reading order: every node but those inside a collapsed branch. */
export function visiblePaths(root: PolicyNode, collapsed: ReadonlySet<NodeKey>): NodePath[] {
  const shown: NodePath[] = [];
  const visit = (node: PolicyNode, path: NodePath) => {
    shown.push(path);
    if (collapsed.has(keyOf(path))) return;
    (node.children ?? []).forEach((child, index) => visit(child, [...path, index]));
  };
  visit(root, []);
  return shown;
}

/** The node itself when it is there and visible, else its nearest ancestor that is (the root at last). */
export function shownAncestor(root: PolicyNode, collapsed: ReadonlySet<NodeKey>, key: NodeKey): NodeKey {
  let path = pathOf(key);
  const hidden = (at: NodePath) => !nodeAt(root, at) || at.some((_, depth) => collapsed.has(keyOf(at.slice(0, depth))));
  while (path.length > 0 && hidden(path)) path = path.slice(0, -1);
  return keyOf(path);
}

export type TreeKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';

/** What a key on a focused node does (WAI-ARIA tree view): focus another node, or expand or collapse this one. */
export type TreeMove = { focus: NodeKey } | { expand: NodeKey } | { collapse: NodeKey } | undefined;

export function treeMove(root: PolicyNode, collapsed: ReadonlySet<NodeKey>, key: NodeKey, pressed: TreeKey): TreeMove {
  const visible = visiblePaths(root, collapsed).map(keyOf);
  const at = visible.indexOf(key);
  if (at < 0) return undefined;
  const path = pathOf(key);
  const branch = hasChildren(nodeAt(root, path));
  const open = branch && !collapsed.has(key);
  const focus = (target: NodeKey | undefined): TreeMove => (target === undefined || target === key ? undefined : { focus: target });
  switch (pressed) {
    case 'ArrowDown':
      return focus(visible[at + 1]);
    case 'ArrowUp':
      return focus(visible[at - 1]);
    case 'Home':
      return focus(visible[0]);
    case 'End':
      return focus(visible[visible.length - 1]);
    case 'ArrowRight':
      return !branch ? undefined : open ? focus(keyOf([...path, 0])) : { expand: key };
    case 'ArrowLeft':
      return open ? { collapse: key } : path.length > 0 ? focus(keyOf(path.slice(0, -1))) : undefined;
  }
}

const under = (path: NodePath, parent: NodePath) => path.length > parent.length && parent.every((index, depth) => path[depth] === index);

/** Where the node at `path` is after the node at `moved` swapped places with its sibling `delta` away (`siblings` of them). */
export function pathAfterMove(path: NodePath, moved: NodePath, delta: -1 | 1, siblings: number): NodePath {
  const parent = moved.slice(0, -1);
  const from = moved[moved.length - 1];
  const to = from + delta;
  if (moved.length === 0 || to < 0 || to >= siblings || !under(path, parent)) return path;
  const index = path[parent.length];
  const swapped = index === from ? to : index === to ? from : index;
  return [...parent, swapped, ...path.slice(parent.length + 1)];
}

/** Where the node at `path` is after the node at `removed` went with its subtree; undefined when it went too. */
export function pathAfterRemove(path: NodePath, removed: NodePath): NodePath | undefined {
  if (removed.length === 0) return path;
  const parent = removed.slice(0, -1);
  const gone = removed[removed.length - 1];
  if (!under(path, parent)) return path;
  const index = path[parent.length];
  if (index === gone) return undefined;
  return index > gone ? [...parent, index - 1, ...path.slice(parent.length + 1)] : path;
}

/** The keys as `move` places their nodes (dropping those it removes). */
export function remapKeys(keys: ReadonlySet<NodeKey>, move: (path: NodePath) => NodePath | undefined): Set<NodeKey> {
  const next = new Set<NodeKey>();
  for (const key of keys) {
    const path = move(pathOf(key));
    if (path) next.add(keyOf(path));
  }
  return next;
}
