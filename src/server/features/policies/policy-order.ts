/**
 * The order of the authentication policy's trees. The trees are the generic collection of
 * /authenticationPolicies/policy; the policy document (/authenticationPolicies/default) keeps
 * beside its own fields the ids in the order a PUT of it, a create (last) or a move set
 * (`treeOrder`). A tree not in that list (stored by no such write: a seed's) comes after the listed
 * ones, in the collection's order (by name); an id whose tree was deleted names nothing.
 */
import type { ResourceDefinition } from '../../../shared/route-binding';
import { storagePath } from '../../store/storage-path';
import type { JsonDocument, StoreReader } from '../../store/store';

export const TREES_STORE = storagePath('/authenticationPolicies/policy');
export const POLICY_STORE = storagePath('/authenticationPolicies/default');
/** The stored document's property holding the order; never answered. */
export const TREE_ORDER = 'treeOrder';

/** The generic definition whose store is `store` (the trees' collection, the policy document's settings). */
export function definitionAt(definitions: Record<string, ResourceDefinition>, store: string, kind: ResourceDefinition['kind']): ResourceDefinition {
  const found = Object.values(definitions).find((definition) => definition.store === store && definition.kind === kind);
  if (!found) throw new Error(`No ${kind} resource keeps ${store}.`);
  return found;
}

/** The stored policy document (its own fields and the order), or the page's default. */
export async function storedPolicy(reader: StoreReader, definition: ResourceDefinition): Promise<JsonDocument> {
  return (await reader.getSettings(POLICY_STORE)) ?? structuredClone(definition.settingsDefault ?? {});
}

/** Every tree, in the policy's order. */
export async function orderedTrees(reader: StoreReader, policy: JsonDocument): Promise<JsonDocument[]> {
  const trees = (await reader.queryItems(TREES_STORE, {})).items.map((item) => item.doc);
  const order = Array.isArray(policy[TREE_ORDER]) ? (policy[TREE_ORDER] as string[]) : [];
  const rank = new Map(order.map((id, index) => [id, index]));
  const placed = trees.filter((tree) => rank.has(String(tree.id))).sort((a, b) => rank.get(String(a.id))! - rank.get(String(b.id))!);
  return [...placed, ...trees.filter((tree) => !rank.has(String(tree.id)))];
}

/** The policy document as answered: its fields, the trees in order, no order list. */
export function policyAnswer(policy: JsonDocument, trees: JsonDocument[]): JsonDocument {
  const { [TREE_ORDER]: _order, ...fields } = policy;
  return { failIfNoSelection: false, ...fields, authnSelectionTrees: trees, defaultAuthenticationSources: fields.defaultAuthenticationSources ?? [], trackedHttpParameters: fields.trackedHttpParameters ?? [] };
}
