/** The connections area: what other parts of the server may use of it. */
export { IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE, metadataImportHandlers } from './connection-from-metadata';
