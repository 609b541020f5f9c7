import type { ErrorSchema } from '@rjsf/utils';
import type { PolicyNode } from './tree-edits';

/** The error schema of the node's child at `index`. */
export const childErrors = (schema: ErrorSchema | undefined, index: number): ErrorSchema | undefined => (schema as { children?: Record<number, ErrorSchema | undefined> } | undefined)?.children?.[index];

/**
 * The messages under a node's action (the server's `rootNode.children[1].action.fragment.id`), its
 * children's left to them. RJSF leaves `__errors: undefined` at paths an edit cleared: no message.
 */
export function actionErrors(schema: ErrorSchema | undefined): string[] {
  const collect = (node: unknown): string[] =>
    node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => (key === '__errors' ? (Array.isArray(value) ? value.filter((message): message is string => typeof message === 'string') : []) : collect(value)))
      : [];
  return [...new Set(collect((schema as Record<string, unknown> | undefined)?.action))];
}

/** How many messages the nodes below `node` hold (what a collapsed branch hides; its own show under it). */
export function branchErrorCount(schema: ErrorSchema | undefined, node: PolicyNode): number {
  return (node.children ?? []).reduce((count, child, index) => {
    const below = childErrors(schema, index);
    return count + actionErrors(below).length + branchErrorCount(below, child);
  }, 0);
}
