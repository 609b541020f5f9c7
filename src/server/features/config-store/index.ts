/** The config-store area: PingFederate's configuration store (bundles of settings), API only. */
import type { Area } from '../../kernel/area';
import { configStoreHandlers } from './config-store-handlers';
import { CONFIG_STORE } from './config-store-keys';
export { CONFIG_STORE, bundleSettings, configStoreBundles, configStoreKeys, splitKey } from './config-store-keys';

export const configStoreArea: Area = {
  name: 'config-store',
  uses: [],
  handlers: () => configStoreHandlers,
  // No page: PingFederate's console has none (the config store is edited through the API only).
  history: [{ namespace: CONFIG_STORE, label: 'Configuration Store', readPath: '/configStore/:bundle' }],
};
