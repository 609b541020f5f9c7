/** Where a key pair is used: the static OAuth/OIDC keys or a key set (deleting it is then refused). */
import type { StoreReader } from '../../../store/store';
import { KEY_SETS_STORE } from './key-sets';
import { getOauthOidcKeys } from './oauth-oidc-keys';
import { certificateRefs } from './signing-key-slots';

export async function keyPairUsers(reader: StoreReader, id: string): Promise<{ staticKeys: boolean; keySets: string[] }> {
  const staticKeys = certificateRefs(await getOauthOidcKeys(reader), true).some((ref) => ref.id === id);
  const keySets = (await reader.listItems(KEY_SETS_STORE))
    .filter((item) => certificateRefs((item.doc.signingKeys ?? {}) as Record<string, unknown>, false).some((ref) => ref.id === id))
    .map((item) => String(item.doc.name));
  return { staticKeys, keySets };
}

export function usageMessage(usage: { staticKeys: boolean; keySets: string[] }): string | undefined {
  const users = [
    ...(usage.staticKeys ? ['the OAuth and OpenID Connect static keys'] : []),
    ...usage.keySets.map((name) => `key set '${name}'`),
  ];
  return users.length ? `This key pair is in use by ${users.join(', ')} and cannot be deleted.` : undefined;
}
