import { useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { NodePath, PolicyNode } from './tree-edits';
import { keyOf, pathAfterMove, pathAfterRemove, pathOf, remapKeys, shownAncestor, treeMove, type NodeKey, type TreeKey } from './tree-view';

const TREE_KEYS: ReadonlySet<string> = new Set<TreeKey>(['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End']);

export interface TreeView {
  /** The one node in the tab order: the node focused last (or in whose controls focus was), else its nearest visible ancestor. */
  tabStop: NodeKey;
  isCollapsed: (path: NodePath) => boolean;
  toggle: (path: NodePath) => void;
  /** After an edit, so a collapsed branch stays with its node: a result added (its node opens to show it), a node moved or removed. */
  added: (path: NodePath) => void;
  moved: (path: NodePath, delta: -1 | 1, siblings: number) => void;
  removed: (path: NodePath) => void;
  /** Spread on the element with role tree. */
  treeProps: { ref: RefObject<HTMLUListElement | null>; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void; onFocus: (event: FocusEvent<HTMLElement>) => void };
}

/**
 * The tree view's local state (never saved): which branches are collapsed and which node holds the
 * roving tab stop; the keys of the WAI-ARIA tree view pattern on a focused node (its elements carry
 * role treeitem and data-node, their key).
 */
export function useTreeView(root: PolicyNode): TreeView {
  const [collapsed, setCollapsed] = useState<ReadonlySet<NodeKey>>(() => new Set());
  const [active, setActive] = useState<NodeKey>(keyOf([]));
  const ref = useRef<HTMLUListElement | null>(null);

  const setOpen = (key: NodeKey, open: boolean) =>
    setCollapsed((before) => {
      if (before.has(key) === !open) return before;
      const next = new Set(before);
      if (open) next.delete(key);
      else next.add(key);
      return next;
    });
  const focusNode = (key: NodeKey) => {
    setActive(key);
    ref.current?.querySelector<HTMLElement>(`[role="treeitem"][data-node="${key}"]`)?.focus();
  };

  return {
    tabStop: shownAncestor(root, collapsed, active),
    isCollapsed: (path) => collapsed.has(keyOf(path)),
    toggle: (path) => setOpen(keyOf(path), collapsed.has(keyOf(path))),
    added: (path) => setOpen(keyOf(path), true),
    moved: (path, delta, siblings) => {
      const move = (at: NodePath) => pathAfterMove(at, path, delta, siblings);
      setCollapsed((before) => remapKeys(before, move));
      setActive((before) => keyOf(move(pathOf(before))));
    },
    removed: (path) => {
      const move = (at: NodePath) => pathAfterRemove(at, path);
      setCollapsed((before) => remapKeys(before, move));
      setActive((before) => keyOf(move(pathOf(before)) ?? path.slice(0, -1)));
    },
    treeProps: {
      ref,
      onKeyDown: (event) => {
        const item = event.target as HTMLElement;
        const key = item.getAttribute('role') === 'treeitem' ? item.dataset.node : undefined;
        // Only keys pressed on a node itself: what is typed in its controls (a select, the result) stays theirs.
        if (!key || !TREE_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        const move = treeMove(root, collapsed, key, event.key as TreeKey);
        if (!move) return;
        if ('focus' in move) focusNode(move.focus);
        else if ('expand' in move) setOpen(move.expand, true);
        else setOpen(move.collapse, false);
      },
      onFocus: (event) => {
        // Focus on a node, or in its controls, makes it the node Tab comes back to.
        const key = (event.target as Element).closest<HTMLElement>('[role="treeitem"]')?.dataset.node;
        if (key && ref.current?.contains(event.target as Node)) setActive(key);
      },
    },
  };
}
