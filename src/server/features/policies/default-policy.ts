/**
 * GET/PUT /authenticationPolicies/default: the whole authentication policy. Its trees are the
 * objects of /authenticationPolicies/policy (read and written there, never copied); the document
 * keeps its own fields and the trees' order (policy-order.ts). A PUT writes everything in one
 * transaction: the trees it leaves out are deleted, each listed tree is created or updated with
 * the collection's own rules, then the document's fields (their references checked) and the order.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { RoleHolder } from '../../../shared/operation-access';
import type { ResourceDefinition } from '../../../shared/route-binding';
import { ApiError, fieldError, validationFailed } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import { deleteCollectionItemIn, writeCollectionItemIn } from '../../resources/collection-resource';
import { runWriteIn } from '../../resources/write-rules';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import type { JsonDocument, Store, StoreWriter } from '../../store/store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';
import { policyVersion } from './policy-version';
import { definitionAt, orderedTrees, POLICY_STORE, policyAnswer, storedPolicy, TREE_ORDER, TREES_STORE } from './policy-order';

export interface PolicyDefinitions {
  trees: ResourceDefinition;
  policy: ResourceDefinition;
}

export const policyDefinitions = (definitions: Record<string, ResourceDefinition>): PolicyDefinitions => ({
  trees: definitionAt(definitions, TREES_STORE, 'collection'),
  policy: definitionAt(definitions, POLICY_STORE, 'settings'),
});

export async function getDefaultPolicy(store: Store, definitions: PolicyDefinitions): Promise<JsonDocument> {
  const policy = await storedPolicy(store, definitions.policy);
  return policyAnswer(policy, await orderedTrees(store, policy));
}

/** A tree's refusal, named by its place in the document (authnSelectionTrees[1].rootNode…). */
async function atTree<T>(index: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
    const at = `authnSelectionTrees[${index}]`;
    const errors = (error.result.validationErrors ?? []).map((item) => ({ ...item, fieldPath: item.fieldPath ? `${at}.${item.fieldPath}` : at }));
    throw errors.length > 0 ? validationFailed(errors) : new ApiError(422, { ...error.result, validationErrors: [{ errorId: error.result.resultId, fieldPath: at, message: error.result.message }] });
  }
}

async function replaceTrees(tx: StoreWriter, store: Store, definition: ResourceDefinition, trees: JsonDocument[], keys: ConfigurationKeys, caller: RoleHolder): Promise<string[]> {
  const listed = new Map<string, number>();
  trees.forEach((tree, index) => {
    const id = typeof tree.id === 'string' && tree.id !== '' ? tree.id : undefined;
    if (id === undefined) return;
    if (listed.has(id)) throw fieldError(`authnSelectionTrees[${index}].id`, `The policy lists the tree '${id}' twice.`, 'duplicate_value');
    listed.set(id, index);
  });
  // Left out: deleted first, so that a listed tree may take a deleted one's name.
  for (const { id } of (await tx.listItems(TREES_STORE)).filter((item) => !listed.has(item.id))) await deleteCollectionItemIn(tx, definition, id);
  const order: string[] = [];
  for (const [index, tree] of trees.entries()) {
    const id = typeof tree.id === 'string' && tree.id !== '' ? tree.id : undefined;
    const exists = id !== undefined && (await tx.getItem(TREES_STORE, id)) !== undefined;
    const written = await atTree(index, () => writeCollectionItemIn(tx, store, definition, exists ? { kind: 'update', body: tree, id } : { kind: 'create', body: tree }, keys, caller));
    order.push(String(written.id));
  }
  return order;
}

export async function putDefaultPolicy(store: Store, definitions: PolicyDefinitions, body: JsonDocument, keys: ConfigurationKeys, caller: RoleHolder): Promise<JsonDocument> {
  const { authnSelectionTrees: trees, ...fields } = body;
  await store.transaction(async (tx) => {
    const order = Array.isArray(trees) ? await replaceTrees(tx, store, definitions.trees, trees as JsonDocument[], keys, caller) : undefined;
    const kept = (await storedPolicy(tx, definitions.policy))[TREE_ORDER];
    await runWriteIn(tx, store, { definition: definitions.policy, kind: 'settings', body: fields, keys, caller }, async (inner, written) => {
      await inner.putSettings(POLICY_STORE, { ...written.object, ...(order ?? kept ? { [TREE_ORDER]: order ?? kept } : {}) } as JsonDocument);
    });
  });
  return getDefaultPolicy(store, definitions);
}

/** What the store holds passed the contract's checks when it was written. */
const asPolicy = (doc: JsonDocument) => doc as components['schemas']['AuthenticationPolicy'];
const asTree = (doc: JsonDocument) => doc as components['schemas']['AuthenticationPolicyTree'];

/** A new tree, placed last in the policy (as a bulk import's trees keep the file's order). */
export async function createPolicyTree(store: Store, definitions: PolicyDefinitions, body: JsonDocument, keys: ConfigurationKeys, caller: RoleHolder): Promise<JsonDocument> {
  return store.transaction(async (tx) => {
    const created = await writeCollectionItemIn(tx, store, definitions.trees, { kind: 'create', body }, keys, caller);
    const policy = await storedPolicy(tx, definitions.policy);
    const order = (await orderedTrees(tx, policy)).map((tree) => String(tree.id)).filter((id) => id !== created.id);
    await tx.putSettings(POLICY_STORE, { ...policy, [TREE_ORDER]: [...order, String(created.id)] });
    return created;
  });
}

export function defaultPolicyHandlers(policy: () => PolicyDefinitions): AreaHandlers {
  return {
    createPolicy: async ({ server, body, caller }) => ({ status: 201, body: asTree(await createPolicyTree(server.store, policy(), body as JsonDocument, server.keys, caller)) }),
    getDefaultAuthenticationPolicy: async ({ server }) => {
      const { body, version } = await versionedRead(server.store, policyVersion, () => getDefaultPolicy(server.store, policy()));
      return { status: 200, body: asPolicy(body), version };
    },
    updateDefaultAuthenticationPolicy: async ({ server, body, caller, request }) => {
      const current = () => getDefaultPolicy(server.store, policy());
      const saved = await guardedWrite(server.store, ifMatchOf(request), policyVersion, current, () => putDefaultPolicy(server.store, policy(), body as JsonDocument, server.keys, caller));
      return { status: 200, body: asPolicy(saved.body), version: saved.version };
    },
  } satisfies AreaHandlers;
}
