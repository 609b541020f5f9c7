/** The bulk export and import handlers, over the resource types the contract lets them read and write. */
import { pluginDescriptorSets } from '../../../../generated/plugin-descriptors.gen';
import { resourceDefinitions } from '../../../../generated/resources.gen';
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { components } from '../../../../generated/api-types.gen';
import type { ResourceDefinition, RouteBinding } from '../../../shared/route-binding';
import type { AreaDeclarations, AreaHandlers, BulkEmbedded } from '../../kernel/area';
import { API_BASE } from '../../kernel/caller-requests';
import { encryptedSiblingNames } from '../../resources/secret-fields';
import type { HistoryCatalog } from '../history/index';
import { serverHistoryCatalog } from '../history/index';
import { bulkCatalog, type BulkType } from './bulk-catalog';
import { storedAs, versionsNow } from './object-versions';
import { exportConfiguration } from './bulk-export';
import { BulkImport, type ImportCaller } from './bulk-import';

type BulkConfig = components['schemas']['BulkConfig'];

/** Export and import over one catalog: the bulk API's, and a configuration archive's. */
export class BulkConfiguration {
  private readonly catalog;
  private readonly siblings;
  private readonly configStoreRead;
  readonly importer: BulkImport;

  constructor(bindings: readonly RouteBinding[], definitions: Record<string, ResourceDefinition>, private readonly history: HistoryCatalog, embedded: readonly BulkEmbedded[] = []) {
    this.catalog = bulkCatalog(bindings, definitions, embedded, pluginDescriptorSets);
    this.siblings = encryptedSiblingNames(definitions);
    this.configStoreRead = bindings.find((b) => b.method === 'GET' && b.url === `${API_BASE}/configStore/:bundle`);
    const served = new Set(bindings.filter((b) => b.method === 'GET').map((b) => b.url.slice(API_BASE.length)));
    this.importer = new BulkImport(this.catalog, history, served, this.siblings);
  }

  export(from: ImportCaller, options: { excludeSecrets: boolean }): Promise<BulkConfig> {
    const versionsOf = async (type: BulkType) => {
      const recorded = [];
      // A document's parts (exported in it) and embedded collections are stored apart: recorded with it.
      const parts = this.catalog.filter((other) => other.partOf === type.resourceType);
      for (const each of [type, ...parts, ...Object.values(type.embedded ?? {})]) {
        const stored = storedAs(this.history, each);
        if (stored) recorded.push(await versionsNow(from.server.store, each.resourceType, stored));
      }
      return recorded;
    };
    return exportConfiguration(this.catalog, this.siblings, from, options, this.configStoreRead, versionsOf);
  }
}

const configurations = new WeakMap<AreaDeclarations['bulk'], BulkConfiguration>();

/** The bulk export and import of this server's generated model and the areas' declarations (one per list of them). */
export function serverBulkConfiguration({ history, bulk }: Pick<AreaDeclarations, 'history' | 'bulk'>): BulkConfiguration {
  let configuration = configurations.get(bulk);
  if (!configuration) {
    configuration = new BulkConfiguration(routeBindings, resourceDefinitions, serverHistoryCatalog(history), bulk);
    configurations.set(bulk, configuration);
  }
  return configuration;
}

export function bulkHandlers(bulk: BulkConfiguration) {
  return {
    exportConfiguration: async ({ server, caller, request, query }) => ({
      status: 200,
      body: await bulk.export({ server, caller, request }, { excludeSecrets: query.excludeSecrets ?? false }),
    }),
    importConfiguration: async ({ server, caller, request, query, body }) => ({
      status: 200,
      body: await bulk.importer.run({ server, caller, request }, body, {
        dryRun: query.dryRun ?? false,
        failFast: query.failFast ?? true,
        mode: query.mode,
        dropUnknownFields: query.dropUnknownFields ?? false,
        checkVersions: !(query.overwriteChanges ?? false),
      }),
    }),
  } satisfies AreaHandlers;
}
