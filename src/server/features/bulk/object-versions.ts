/**
 * The versions a bulk export records (`metadata.versions`) and an import checks (issue 36), so an
 * import of an old export does not silently undo what others changed since. Recorded in the
 * store's terms (a collection's namespace and its objects' ids, a settings document's key), which
 * are the history's too: the import's check reads the changes its transaction made from the
 * history recorder and asks, of each, whether its object was as the export saw it.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { DEFAULT_VERSION } from '../../kernel/preconditions';
import type { Store, StoreReader } from '../../store/store';
import type { HistoryCatalog } from '../history/index';
import { ACCOUNTS_NAMESPACE } from '../history/index';
import type { BulkType } from './bulk-catalog';

type BulkObjectVersions = components['schemas']['BulkObjectVersions'];

/** Where a resource type's objects are stored. */
export interface StoredAs {
  namespace: string;
  settings: boolean;
}

const PROBE = 'object-id';

/**
 * A resource type's storage, found as the history finds an object at an API path; undefined for
 * a type stored otherwise (accounts, files kept apart, the config store), which is not recorded.
 */
export function storedAs(history: HistoryCatalog, type: Pick<BulkType, 'resourceType' | 'kind'>): StoredAs | undefined {
  if (type.kind === 'settings') {
    const found = history.objectAt(type.resourceType);
    return found && found.objectId === found.type.namespace ? { namespace: found.type.namespace, settings: true } : undefined;
  }
  const found = history.objectAt(`${type.resourceType}/${PROBE}`);
  if (!found || found.objectId !== PROBE || found.type.namespace === ACCOUNTS_NAMESPACE) return undefined;
  return { namespace: found.type.namespace, settings: false };
}

/**
 * The versions of a resource type's objects now. An export reads them before the objects
 * themselves: a change made in between then shows as a change since (asked about), never as a
 * version the exported object did not have (overwritten silently).
 */
export async function versionsNow(reader: StoreReader, resourceType: string, stored: StoredAs): Promise<BulkObjectVersions> {
  if (stored.settings) return { resourceType, version: (await reader.getVersionedSettings(stored.namespace))?.version ?? DEFAULT_VERSION };
  const items: Record<string, string> = {};
  for (const { id } of await reader.listItems(stored.namespace)) {
    const versioned = await reader.getVersionedItem(stored.namespace, id);
    if (versioned) items[id] = versioned.version;
  }
  return { resourceType, items };
}

/** Where this configuration's identity is kept: not configuration itself (no page, no history, never exported). */
const CONFIGURATION_ID_KEY = 'bulk:configurationId';

/** The identity of this configuration, which its exports' versions belong to; undefined until its first export. */
export const storedConfigurationId = async (reader: StoreReader): Promise<string | undefined> => {
  const id = (await reader.getSettings(CONFIGURATION_ID_KEY))?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * The identity of this configuration, made by its first export: versions are random per store,
 * so another server's are never this one's, and a file from there is not checked against them.
 * A store copied whole (a backup restored) keeps it with the versions, which are then its own.
 */
export async function configurationId(store: Store): Promise<string> {
  const known = await storedConfigurationId(store);
  if (known !== undefined) return known;
  await store.transaction(async (tx) => {
    if ((await storedConfigurationId(tx)) === undefined) await tx.putSettings(CONFIGURATION_ID_KEY, { id: randomUUID() });
  });
  // Read again: the one stored, another node's if two made one at once.
  return configurationId(store);
}
