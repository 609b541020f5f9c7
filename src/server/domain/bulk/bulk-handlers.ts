/** The bulk export and import handlers, over the resource types the contract lets them read and write. */
import type { ResourceDefinition, RouteBinding } from '../../../shared/route-binding';
import type { Handler } from '../../http/handler-types';
import { API_BASE } from '../../http/caller-requests';
import { encryptedSiblingNames } from '../../resources/secret-fields';
import type { HistoryCatalog } from '../history/history-catalog';
import { bulkCatalog } from './bulk-catalog';
import { exportHandler } from './bulk-export';
import { importHandler } from './bulk-import';

export function bulkHandlers(bindings: readonly RouteBinding[], definitions: Record<string, ResourceDefinition>, history: HistoryCatalog): [string, Handler][] {
  const catalog = bulkCatalog(bindings, definitions);
  const served = new Set(bindings.filter((b) => b.method === 'GET').map((b) => b.url.slice(API_BASE.length)));
  return [
    ['exportConfiguration', exportHandler(catalog, encryptedSiblingNames(definitions))],
    ['importConfiguration', importHandler(catalog, history, served)],
  ];
}
