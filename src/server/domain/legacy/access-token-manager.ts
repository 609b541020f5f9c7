/**
 * The access token manager whose scope restriction the embedded Access Token Management page
 * shows and saves (SPEC 2.21): the scopes it may issue, per scope type. The hidden form of SPEC 7
 * carries only scopeType and selectedScopes, so the page edits one manager, the default one.
 */
import type { JsonDocument, StoreReader, StoreWriter } from '../../store/store';
import { SCOPE_LISTS } from '../oauth/auth-server-settings';

export const ACCESS_TOKEN_MANAGERS = '/oauth/accessTokenManagers';
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

export async function getAccessTokenManager(store: StoreReader, id = DEFAULT_ACCESS_TOKEN_MANAGER_ID): Promise<AccessTokenManager | undefined> {
  const doc = await store.getItem(ACCESS_TOKEN_MANAGERS, id);
  if (!doc) return undefined;
  const restriction = (doc.scopeRestriction ?? {}) as Record<string, unknown>;
  return {
    id,
    name: String(doc.name ?? id),
    scopeRestriction: { commonScope: names(restriction.commonScope), exclusiveScope: names(restriction.exclusiveScope) },
  };
}

export async function putAccessTokenManager(tx: StoreWriter, manager: AccessTokenManager): Promise<void> {
  await tx.putItem(ACCESS_TOKEN_MANAGERS, manager.id, manager.name, { ...manager } as unknown as JsonDocument);
}
