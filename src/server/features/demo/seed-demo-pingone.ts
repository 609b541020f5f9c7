/**
 * Seeds --demo's PingOne connections (pingone-demo-data.ts), their credentials signed with the
 * development credential key, and the PingOne MFA adapter that uses the healthy one, so the
 * Summary, Usage and Environments tabs all have content.
 */
import type { ResourceDefinition } from '../../../shared/route-binding';
import { createCollectionItem } from '../../resources/collection-resource';
import type { Store } from '../../store/store';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { DEVELOPMENT_CREDENTIAL_KEY, readPrivateKey } from '../../services/trusted-signers/signing-keys';
import { issueCredential } from '../pingone/index';
import { newConnection, storeConnection } from '../pingone/index';
import { demoPingOneAdapter, demoPingOneConnections } from './pingone-demo-data';

export async function seedDemoPingOne(store: Store, keys: ConfigurationKeys, idpAdapters: ResourceDefinition | undefined): Promise<void> {
  const signingKey = readPrivateKey(DEVELOPMENT_CREDENTIAL_KEY);
  await store.transaction(async (tx) => {
    for (const { id, name, description, credential } of demoPingOneConnections) {
      await storeConnection(tx, keys, newConnection({ id, name, description, active: true }, credential), issueCredential(credential, signingKey));
    }
  });
  if (idpAdapters) await createCollectionItem(store, idpAdapters, structuredClone(demoPingOneAdapter), keys);
}
