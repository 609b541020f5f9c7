/** The bulk area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { bulkHandlers, serverBulkConfiguration } from './bulk-handlers';
export { bulkHandlers, serverBulkConfiguration } from './bulk-handlers';
export type { BulkConfiguration } from './bulk-handlers';
export { checkVersion, type ImportCaller } from './bulk-import';
export type { ImportMode } from './import-modes';
export { IMPORT_HEADER, importAuthorOf, withinImportOf } from './import-requests';

export const bulkArea: Area = {
  name: 'bulk',
  uses: ['config-store', 'history'],
  handlers: (setup) => bulkHandlers(serverBulkConfiguration(setup)),
};
