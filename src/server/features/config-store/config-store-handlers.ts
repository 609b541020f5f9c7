/**
 * GET /configStore/{bundle}, GET/PUT/DELETE /configStore/{bundle}/{id}: the settings of
 * PingFederate's configuration store, each setting versioned (ETag, If-Match).
 */
import { notFound } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { JsonDocument } from '../../store/store';
import { bundleSettings, CONFIG_STORE, settingKey, type ConfigStoreSetting } from './config-store-keys';
import { checkedSetting } from './setting-rules';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

const settingAt = (bundle: string, id: string) => ({ namespace: CONFIG_STORE, id: settingKey(bundle, id) });

const noSuchSetting = (bundle: string, id: string) => notFound(`Resource not found: bundle '${bundle}' holds no setting '${id}'.`);

export const configStoreHandlers = {
  getConfigStoreSettings: async ({ server, params }) => {
    const items = await bundleSettings(server.store, params.bundle);
    if (items.length === 0) throw notFound(`Resource not found: bundle '${params.bundle}' holds no settings.`);
    return { status: 200, body: { items } };
  },
  getConfigStoreSetting: async ({ server, params }) => {
    const { body: stored, version } = await versionedRead(server.store, settingAt(params.bundle, params.id), () => server.store.getItem(CONFIG_STORE, settingKey(params.bundle, params.id)));
    if (!stored) throw noSuchSetting(params.bundle, params.id);
    return { status: 200, body: stored as unknown as ConfigStoreSetting, version };
  },
  updateConfigStoreSetting: async ({ server, params, body, request }) => {
    const key = settingKey(params.bundle, params.id);
    const current = () => server.store.getItem(CONFIG_STORE, key);
    const saved = await guardedWrite(server.store, ifMatchOf(request), settingAt(params.bundle, params.id), current, () => server.store.transaction(async (tx) => {
      const stored = (await tx.getItem(CONFIG_STORE, key)) as unknown as ConfigStoreSetting | undefined;
      const setting = checkedSetting(params.id, body, stored);
      await tx.putItem(CONFIG_STORE, key, key, setting as unknown as JsonDocument);
      return setting;
    }));
    return { status: 200, ...saved };
  },
  deleteConfigStoreSetting: async ({ server, params, request }) => {
    const key = settingKey(params.bundle, params.id);
    const { body: deleted } = await guardedWrite(server.store, ifMatchOf(request), settingAt(params.bundle, params.id), () => server.store.getItem(CONFIG_STORE, key), () =>
      server.store.transaction((tx) => tx.deleteItem(CONFIG_STORE, key)),
    );
    if (!deleted) throw noSuchSetting(params.bundle, params.id);
    return { status: 204 };
  },
} satisfies AreaHandlers;
