/** GET /configStore/{bundle}, GET/PUT/DELETE /configStore/{bundle}/{id}: the settings of PingFederate's configuration store. */
import { notFound } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { JsonDocument } from '../../store/store';
import { bundleSettings, CONFIG_STORE, settingKey, type ConfigStoreSetting } from './config-store-keys';
import { checkedSetting } from './setting-rules';

const noSuchSetting = (bundle: string, id: string) => notFound(`Resource not found: bundle '${bundle}' holds no setting '${id}'.`);

export const configStoreHandlers = {
  getConfigStoreSettings: async ({ server, params }) => {
    const items = await bundleSettings(server.store, params.bundle);
    if (items.length === 0) throw notFound(`Resource not found: bundle '${params.bundle}' holds no settings.`);
    return { status: 200, body: { items } };
  },
  getConfigStoreSetting: async ({ server, params }) => {
    const stored = await server.store.getItem(CONFIG_STORE, settingKey(params.bundle, params.id));
    if (!stored) throw noSuchSetting(params.bundle, params.id);
    return { status: 200, body: stored as unknown as ConfigStoreSetting };
  },
  updateConfigStoreSetting: async ({ server, params, body }) => {
    const key = settingKey(params.bundle, params.id);
    const saved = await server.store.transaction(async (tx) => {
      const stored = (await tx.getItem(CONFIG_STORE, key)) as unknown as ConfigStoreSetting | undefined;
      const setting = checkedSetting(params.id, body, stored);
      await tx.putItem(CONFIG_STORE, key, key, setting as unknown as JsonDocument);
      return setting;
    });
    return { status: 200, body: saved };
  },
  deleteConfigStoreSetting: async ({ server, params }) => {
    const deleted = await server.store.transaction((tx) => tx.deleteItem(CONFIG_STORE, settingKey(params.bundle, params.id)));
    if (!deleted) throw noSuchSetting(params.bundle, params.id);
    return { status: 204 };
  },
} satisfies AreaHandlers;
