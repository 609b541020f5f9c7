/** Where a key pair is used: the static OAuth/OIDC keys, a key set, a connection's signing settings, a settings document (metadata signing) or a plugin instance's configuration (deleting it is then refused). */
import { collectionsNaming, pluginInstancesNaming, settingsNaming } from '../../resources/object-users';
import type { StoreReader } from '../../store/store';
import { SIGNING_KEY_PAIRS_STORE } from '../../services/key-pairs/key-pair-store';
import { KEY_SETS_STORE } from './key-sets';
import { getOauthOidcKeys } from './oauth-oidc-keys';
import { certificateRefs } from './signing-key-slots';

export interface KeyPairUsers {
  staticKeys: boolean;
  keySets: string[];
  /** Objects of collections and settings documents whose references name it, as "SP Connection 'Partner Portal'", "Metadata Signing Settings". */
  objects: string[];
  /** Plugin instances naming it, as "Access Token Manager 'JWT'" (a JWT manager's signing certificates). */
  plugins: string[];
}

export async function keyPairUsers(reader: StoreReader, id: string): Promise<KeyPairUsers> {
  const staticKeys = certificateRefs(await getOauthOidcKeys(reader), true).some((ref) => ref.id === id);
  const keySets = (await reader.listItems(KEY_SETS_STORE))
    .filter((item) => certificateRefs((item.doc.signingKeys ?? {}) as Record<string, unknown>, false).some((ref) => ref.id === id))
    .map((item) => String(item.doc.name));
  return { staticKeys, keySets, objects: [...(await collectionsNaming(reader, SIGNING_KEY_PAIRS_STORE, id)), ...(await settingsNaming(reader, SIGNING_KEY_PAIRS_STORE, id))], plugins: await pluginInstancesNaming(reader, SIGNING_KEY_PAIRS_STORE, id) };
}

export function usageMessage(usage: KeyPairUsers): string | undefined {
  const users = [
    ...(usage.staticKeys ? ['the OAuth and OpenID Connect static keys'] : []),
    ...usage.keySets.map((name) => `key set '${name}'`),
    ...usage.objects,
    ...usage.plugins,
  ];
  // "by A and B", "by A, B and C": the users as one English list.
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(users);
  return users.length ? `This key pair is in use by ${list}; it cannot be deleted.` : undefined;
}
