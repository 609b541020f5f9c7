/** The data-stores area: what other parts of the server may use of it. */
export { DATA_STORES_STORE, testDataStoreConnection } from './data-store-handlers';
