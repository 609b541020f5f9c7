/**
 * Objects a collection answers with although nobody stored them: the reference server's default
 * `openid` scope, listed when `includeDefaultOpenId=true` and no `openid` scope is configured, and
 * accepted as a scope group member.
 */
import { storagePath } from '../store/storage-path';
import type { JsonDocument } from '../store/store';

export const COMMON_SCOPES_STORE = storagePath('/oauth/authServerSettings/scopes/commonScopes');

export const DEFAULT_OPENID_SCOPE: JsonDocument = Object.freeze({
  name: 'openid',
  description: 'Default OpenID Connect scope.',
  dynamic: false,
}) as JsonDocument;

/** The default item of a collection store, if it has one. */
export function defaultItemOf(store: string): JsonDocument | undefined {
  return store === COMMON_SCOPES_STORE ? DEFAULT_OPENID_SCOPE : undefined;
}
