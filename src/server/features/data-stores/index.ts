/** The data-stores area: what other parts of the server may use of it. */
import type { Area, AreaHandlers } from '../../kernel/area';
import { testDataStoreConnection } from './data-store-handlers';
export { DATA_STORES_STORE, testDataStoreConnection } from './data-store-handlers';

export const dataStoresArea: Area = {
  name: 'data-stores',
  uses: [],
  handlers: () => ({ testDataStoreConnection }) satisfies AreaHandlers,
};
