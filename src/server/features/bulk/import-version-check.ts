/**
 * An import's check of the versions its file records (object-versions.ts): the import would
 * change an object changed since the export (its version before the import is another), one
 * deleted since (the import creates an object the export held), or one created since (it changes
 * an object of a recorded collection the export did not hold). Decided from the changes the
 * import's transaction made (the history recorder's list), so an object the import leaves as it
 * is never counts, and answered as one 412 listing every such object. The versions are read in the
 * import's transaction, which holds their objects from then on, so none changes between check and
 * write. (No If-Match on the import's writes: the version an object's own operations compare may be
 * another than its stored row's, for an object made of several stored ones.)
 */
import type { components } from '../../../../generated/api-types.gen';
import { ApiError } from '../../core/api-error';
import { currentApiPath } from '../../core/api-path-aliases';
import { DEFAULT_VERSION, VERSION_CONFLICT } from '../../kernel/preconditions';
import type { NewHistoryEntry, StoreReader } from '../../store/store';
import type { HistoryCatalog } from '../history/index';
import { storedAs } from './object-versions';

type BulkConfig = components['schemas']['BulkConfig'];
type ChangedObject = components['schemas']['BulkImportChangedObject'];
type BulkImportConflict = components['schemas']['BulkImportConflict'];

const key = (namespace: string, id: string) => JSON.stringify([namespace, id]);

export class ImportVersionCheck {
  /** Settings documents' recorded versions, by key. */
  private readonly settings = new Map<string, string>();
  /** Collections' recorded versions, by namespace and id. */
  private readonly collections = new Map<string, Map<string, string>>();
  /** Each recorded object's version before the import (undefined: not there). */
  private readonly before = new Map<string, string | undefined>();

  private constructor(private readonly resourceTypeOf: (namespace: string) => string) {}

  /**
   * The check of a file's recorded versions; undefined for a file that records none (PingFederate's
   * own) or those of another configuration (`configuration`: this one's identity, if it has one).
   */
  static of(file: BulkConfig, configuration: string | undefined, history: HistoryCatalog, resourceTypeOf: (namespace: string) => string): ImportVersionCheck | undefined {
    const recorded = file.metadata.versions;
    if (!recorded || recorded.length === 0 || configuration === undefined || file.metadata.configurationId !== configuration) return undefined;
    const check = new ImportVersionCheck(resourceTypeOf);
    for (const { resourceType, version, items } of recorded) {
      const settings = version !== undefined;
      const stored = storedAs(history, { resourceType: currentApiPath(resourceType), kind: settings ? 'settings' : 'collection' });
      if (!stored) continue;
      if (settings) check.settings.set(stored.namespace, version);
      else check.collections.set(stored.namespace, new Map(Object.entries(items ?? {})));
    }
    return check;
  }

  /** Reads every recorded object's version as the import's transaction finds it, before it writes. */
  async readBefore(reader: StoreReader): Promise<void> {
    for (const namespace of this.settings.keys()) this.before.set(key(namespace, namespace), (await reader.getVersionedSettings(namespace))?.version ?? DEFAULT_VERSION);
    for (const [namespace, items] of this.collections) {
      for (const id of items.keys()) this.before.set(key(namespace, id), (await reader.getVersionedItem(namespace, id))?.version);
    }
  }

  private recorded(namespace: string, id: string): string | undefined {
    return namespace === id ? this.settings.get(namespace) : this.collections.get(namespace)?.get(id);
  }

  /** How the object of a change the import made differs from the export's (undefined: it does not). */
  private sinceExport(change: NewHistoryEntry): ChangedObject['since'] | undefined {
    const recorded = this.recorded(change.namespace, change.objectId);
    const before = this.before.get(key(change.namespace, change.objectId));
    // A settings document is always there (at its default until saved): only its version can differ.
    if (change.namespace === change.objectId) return before !== recorded ? 'CHANGED' : undefined;
    if (change.operation === 'CREATE') return recorded !== undefined ? 'DELETED' : undefined;
    if (recorded === undefined) return 'CREATED';
    return before !== recorded ? 'CHANGED' : undefined;
  }

  /** The 412 for the changes the import made over objects changed since the export, if any. */
  conflictOf(changes: readonly NewHistoryEntry[]): ApiError | undefined {
    const found: ChangedObject[] = [];
    for (const change of changes) {
      const recordedType = change.namespace === change.objectId ? this.settings.has(change.namespace) : this.collections.has(change.namespace);
      if (!recordedType) continue;
      const since = this.sinceExport(change);
      if (since) found.push({ resourceType: this.resourceTypeOf(change.namespace), id: change.objectId, name: change.objectName, since });
    }
    return found.length > 0 ? conflict(found) : undefined;
  }
}

function conflict(changedSince: ChangedObject[]): ApiError {
  const count = changedSince.length === 1 ? 'An object this file changes was' : `${changedSince.length} objects this file changes were`;
  const result: BulkImportConflict = {
    resultId: VERSION_CONFLICT,
    message: `${count} changed since the file was exported: importing it would overwrite those changes. Nothing was imported: export again, or import with overwriteChanges to overwrite them.`,
    changedSince,
  };
  return new ApiError(412, result);
}
