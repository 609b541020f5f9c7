/**
 * The authentication sources a rule may test: the IdP adapters (the IdP Adapters page's objects,
 * in PingFederate's shape: the names of their core and extended contract attributes) and the
 * context source every authentication has (SPEC 3).
 */
import { storagePath } from '../store/storage-path';
import { CONTEXT_SOURCE_KEY, CONTEXT_SOURCE_TYPE, sourceKey, type AuthenticationSource } from '../../shared/attribute-rules';
import { contractAttributeNames } from '../../shared/plugin-configuration';
import type { JsonDocument, StoreReader } from '../store/store';

export const IDP_ADAPTERS = storagePath('/idp/adapters');
export const IDP_ADAPTER_SOURCE_TYPE = 'IDP_ADAPTER';

/** What PingFederate's authentication context offers a policy rule. */
export const CONTEXT_SOURCE: AuthenticationSource = Object.freeze({
  key: CONTEXT_SOURCE_KEY,
  type: CONTEXT_SOURCE_TYPE,
  name: 'Context',
  attributeContract: ['ClientIp', 'UserAgent', 'HttpRequest', 'AuthenticatingAuthority', 'RequestedScopes'],
}) as AuthenticationSource;


export function adapterSource(id: string, doc: JsonDocument): AuthenticationSource {
  return {
    key: sourceKey(IDP_ADAPTER_SOURCE_TYPE, id),
    type: IDP_ADAPTER_SOURCE_TYPE,
    id,
    name: typeof doc.name === 'string' ? doc.name : id,
    attributeContract: contractAttributeNames(doc.attributeContract),
  };
}

/** The adapters with these ids (those that exist, in this order), then the context source. */
export async function authenticationSources(store: StoreReader, adapterIds: readonly string[]): Promise<AuthenticationSource[]> {
  const sources: AuthenticationSource[] = [];
  for (const id of new Set(adapterIds)) {
    const doc = await store.getItem(IDP_ADAPTERS, id);
    if (doc) sources.push(adapterSource(id, doc));
  }
  return [...sources, CONTEXT_SOURCE];
}
