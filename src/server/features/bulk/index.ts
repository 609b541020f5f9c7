/** The bulk area: what other parts of the server may use of it. */
export { bulkHandlers, serverBulkConfiguration } from './bulk-handlers';
export type { BulkConfiguration } from './bulk-handlers';
export type { ImportCaller } from './bulk-import';
export { IMPORT_HEADER, withinImportOf } from './import-requests';
