/**
 * Where the config store keeps its settings: every bundle's in one item namespace, each under
 * `<bundle>/<setting id>` (a bundle name holds no `/`: the contract's pattern of the parameter,
 * a name of a configuration file as PingFederate keeps a bundle; so the first `/` splits the key). A bundle
 * is there while it holds a setting: this server ships no default settings.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { StoreReader } from '../../store/store';
import { storagePath } from '../../store/storage-path';

export type ConfigStoreSetting = components['schemas']['ConfigStoreSetting'];

export const CONFIG_STORE = storagePath('/configStore/{bundle}');

export const settingKey = (bundle: string, id: string) => `${bundle}/${id}`;

/** The bundle and setting id of a stored key. */
export function splitKey(key: string): { bundle: string; id: string } {
  const at = key.indexOf('/');
  return { bundle: key.slice(0, at), id: key.slice(at + 1) };
}

/** The settings of a bundle, by id. */
export async function bundleSettings(reader: Pick<StoreReader, 'listItems'>, bundle: string): Promise<ConfigStoreSetting[]> {
  const prefix = `${bundle}/`;
  return (await reader.listItems(CONFIG_STORE))
    .filter((item) => item.id.startsWith(prefix))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((item) => item.doc as unknown as ConfigStoreSetting);
}

/** Every stored setting's key (`<bundle>/<id>`), sorted: what a bulk export and a replacing import go through. */
export async function configStoreKeys(reader: Pick<StoreReader, 'listItems'>): Promise<string[]> {
  return (await reader.listItems(CONFIG_STORE)).map((item) => item.id).sort();
}

/** The bundles holding settings, sorted. */
export async function configStoreBundles(reader: Pick<StoreReader, 'listItems'>): Promise<string[]> {
  return [...new Set((await configStoreKeys(reader)).map((key) => splitKey(key).bundle))].sort();
}
