/**
 * GET/PUT /cluster/settings: whether saving a connection or an OAuth client replicates at once.
 * Kept as a settings document of the shared configuration; a PUT replaces it (a flag left out is off).
 */
import { storagePath } from '../../store/storage-path';
import type { components } from '../../../../generated/api-types.gen';
import type { StoreReader, Store } from '../../store/store';

export type ClusterSettings = Required<components['schemas']['ClusterSettings']>;

export const CLUSTER_SETTINGS_KEY = storagePath('/cluster/settings');

export async function getClusterSettings(store: Pick<StoreReader, 'getSettings'>): Promise<ClusterSettings> {
  const stored = await store.getSettings(CLUSTER_SETTINGS_KEY);
  return {
    replicateConnectionsOnSave: stored?.replicateConnectionsOnSave === true,
    replicateClientsOnSave: stored?.replicateClientsOnSave === true,
  };
}

export async function putClusterSettings(store: Store, body: components['schemas']['ClusterSettings']): Promise<ClusterSettings> {
  const settings: ClusterSettings = {
    replicateConnectionsOnSave: body.replicateConnectionsOnSave === true,
    replicateClientsOnSave: body.replicateClientsOnSave === true,
  };
  await store.transaction((tx) => tx.putSettings(CLUSTER_SETTINGS_KEY, settings));
  return settings;
}
