/**
 * The scope restriction of the default access token manager, which the embedded page of Access
 * Token Management's Scope Restrictions tab shows and saves (SPEC 2.21): the scopes its tokens may
 * carry, per scope type. The managers themselves are the page's other tab (PingFederate's
 * AccessTokenManager, which has no such property), so restrictions are kept beside them, by
 * manager id. The hidden form of SPEC 7 carries only scopeType and selectedScopes, so the page
 * edits one manager: the one with id 'default', or else the first by name.
 */
import { storagePath } from '../../store/storage-path';
import type { ResourceDefinition } from '../../../shared/route-binding';
import type { Handler } from '../../kernel/handler-types';
import { deleteCollectionItem } from '../../resources/collection-resource';
import type { JsonDocument, StoreReader, StoreWriter } from '../../store/store';
import { SCOPE_LISTS } from '../oauth/index';
import { ifMatchOf } from '../../kernel/versioned-writes';

export const ACCESS_TOKEN_MANAGERS = storagePath('/oauth/accessTokenManagers');
export const SCOPE_RESTRICTIONS = '/console/accessTokenScopeRestrictions';
export const DEFAULT_ACCESS_TOKEN_MANAGER_ID = 'default';

export const SCOPE_TYPES = ['commonScope', 'exclusiveScope'] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];
export const isScopeType = (value: string | undefined): value is ScopeType => SCOPE_TYPES.includes(value as ScopeType);

/** Where the scopes of each type live (the Scope Management collections). */
export const SCOPE_STORE: Readonly<Record<ScopeType, string>> = Object.freeze({
  commonScope: SCOPE_LISTS.scopes,
  exclusiveScope: SCOPE_LISTS.exclusiveScopes,
});

export const SCOPE_TYPE_LABELS: Readonly<Record<ScopeType, string>> = Object.freeze({
  commonScope: 'Common Scopes',
  exclusiveScope: 'Exclusive Scopes',
});

export interface AccessTokenManager {
  id: string;
  name: string;
  /** Per scope type, the scopes this manager restricts its tokens to (empty: no restriction). */
  scopeRestriction: Record<ScopeType, string[]>;
}

const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The manager the embedded page edits: 'default', else the first by name; undefined when there is none. */
async function defaultManager(store: StoreReader): Promise<{ id: string; doc: JsonDocument } | undefined> {
  const doc = await store.getItem(ACCESS_TOKEN_MANAGERS, DEFAULT_ACCESS_TOKEN_MANAGER_ID);
  if (doc) return { id: DEFAULT_ACCESS_TOKEN_MANAGER_ID, doc };
  const { items } = await store.queryItems(ACCESS_TOKEN_MANAGERS, { limit: 1 });
  return items[0];
}

export async function getAccessTokenManager(store: StoreReader): Promise<AccessTokenManager | undefined> {
  const manager = await defaultManager(store);
  if (!manager) return undefined;
  const restriction = (await store.getItem(SCOPE_RESTRICTIONS, manager.id)) ?? {};
  return {
    id: manager.id,
    name: String(manager.doc.name ?? manager.id),
    scopeRestriction: { commonScope: names(restriction.commonScope), exclusiveScope: names(restriction.exclusiveScope) },
  };
}

export async function putScopeRestriction(tx: StoreWriter, managerId: string, restriction: AccessTokenManager['scopeRestriction']): Promise<void> {
  await tx.putItem(SCOPE_RESTRICTIONS, managerId, managerId, { ...restriction });
}

/** DELETE /oauth/accessTokenManagers/{id}: the manager and its scope restriction (a new manager of that id starts unrestricted). */
export function deleteAccessTokenManager(definitions: Record<string, ResourceDefinition>): Handler<'deleteTokenManager'> {
  const definition = Object.values(definitions).find((candidate) => candidate.store === ACCESS_TOKEN_MANAGERS);
  return async ({ server, params, request }) => {
    if (!definition) throw new Error(`No page keeps the collection ${ACCESS_TOKEN_MANAGERS}.`);
    const precondition = { ifMatch: ifMatchOf(request), keys: server.keys };
    await deleteCollectionItem(server.store, definition, params.id, async (tx, id) => {
      await tx.deleteItem(SCOPE_RESTRICTIONS, id);
    }, precondition);
    return { status: 204 };
  };
}
