/**
 * The versions a bulk export records (`metadata.versions`) and an import checks (issue 36), so an
 * import of an old export does not silently undo what others changed since. Recorded in the
 * store's terms (a collection's namespace and its objects' ids, a settings document's key), which
 * are the history's too: the import's check reads the changes its transaction made from the
 * history recorder and asks, of each, whether its object was as the export saw it.
 */
import { createHash } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { DEFAULT_VERSION } from '../../kernel/preconditions';
import type { StoreReader } from '../../store/store';
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

/**
 * The identity of this configuration, which its exports' versions belong to: derived from its
 * first configuration encryption key (made at its first start, never removed by a rotation,
 * shared by the nodes of its cluster), so reading it writes nothing. Versions are random per
 * store, so another server's are never this one's, and a file from there is not checked against
 * them; a store restored from a backup keeps its keys and its versions, which are then its own.
 * Undefined while there is no key yet.
 */
export async function configurationId(reader: StoreReader): Promise<string | undefined> {
  const first = (await reader.listEncryptionKeys()).at(-1);
  return first && createHash('sha256').update(`bulk configuration ${first.keyId}`).digest('hex').slice(0, 32);
}
