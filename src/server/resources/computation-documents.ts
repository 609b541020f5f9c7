/**
 * The settings documents a write's computations read (a Kerberos realm's key sets read the realms
 * settings' retention period), each as stored in the write's transaction or, never saved, as its
 * page's default: the document its GET would answer.
 */
import { resourceDefinitions } from '../../../generated/resources.gen';
import type { StoragePath } from '../../../generated/storage-paths.gen';
import type { ResourceDefinition } from '../../shared/route-binding';
import type { JsonDocument, StoreReader } from '../store/store';
import { storagePath } from '../store/storage-path';
import { documentsReadBy } from './server-computations';

export async function documentsOfComputations(reader: StoreReader, definition: ResourceDefinition): Promise<Map<string, JsonDocument>> {
  const documents = new Map<string, JsonDocument>();
  for (const path of documentsReadBy(definition)) {
    const store = storagePath(path as StoragePath);
    const settings = Object.values(resourceDefinitions).find((d) => d.kind === 'settings' && d.store === store);
    documents.set(path, (await reader.getSettings(store)) ?? structuredClone(settings?.settingsDefault ?? {}));
  }
  return documents;
}
