/**
 * POST /authenticationPolicies/policy/{id}/move: puts one tree first, last, or before or after
 * another, as PingFederate's move does; the policy document then keeps the whole order.
 */
import { fieldError, notFound } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { Store } from '../../store/store';
import { orderedTrees, POLICY_STORE, storedPolicy, TREE_ORDER, TREES_STORE } from './policy-order';
import type { PolicyDefinitions } from './default-policy';

export type MoveLocation = 'START' | 'END' | 'BEFORE' | 'AFTER';

/** The ids in their new order, or the refusal of a move that names no place. */
export function movedOrder(order: readonly string[], id: string, location: MoveLocation, moveToId?: string): string[] {
  const rest = order.filter((other) => other !== id);
  if (location === 'START') return [id, ...rest];
  if (location === 'END') return [...rest, id];
  if (moveToId === undefined || moveToId === '') throw fieldError('moveToId', `Moving ${location === 'BEFORE' ? 'before' : 'after'} another policy needs its ID.`, 'required_field_missing');
  if (moveToId === id) throw fieldError('moveToId', 'A policy cannot be moved next to itself.');
  const at = rest.indexOf(moveToId);
  if (at < 0) throw fieldError('moveToId', `Authentication policy '${moveToId}' was not found.`, 'invalid_reference');
  const place = location === 'BEFORE' ? at : at + 1;
  return [...rest.slice(0, place), id, ...rest.slice(place)];
}

export async function movePolicy(store: Store, definitions: PolicyDefinitions, id: string, location: MoveLocation, moveToId?: string): Promise<void> {
  await store.transaction(async (tx) => {
    if (!(await tx.getItem(TREES_STORE, id))) throw notFound(`Authentication policy '${id}' was not found.`);
    const policy = await storedPolicy(tx, definitions.policy);
    const order = (await orderedTrees(tx, policy)).map((tree) => String(tree.id));
    await tx.putSettings(POLICY_STORE, { ...policy, [TREE_ORDER]: movedOrder(order, id, location, moveToId) });
  });
}

export function movePolicyHandlers(definitions: () => PolicyDefinitions): AreaHandlers {
  return {
    movePolicy: async ({ server, params, body }) => {
      await movePolicy(server.store, definitions(), params.id, body.location, body.moveToId);
      return { status: 200 };
    },
  } satisfies AreaHandlers;
}
