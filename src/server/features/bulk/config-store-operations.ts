/**
 * The config store in a bulk file, as PingFederate's exports hold it: one operation per bundle,
 * `resourceType: "/configStore"` with the bundle as `subResource`, a SAVE of its settings
 * (`items`) or a DELETE of settings by id (`itemIds`: PingFederate exports a default setting that
 * was removed so; this server ships no defaults, so its exports hold SAVEs only). Every setting
 * is read and written by its own operation (GET/PUT/DELETE /configStore/{bundle}/{id}) with the
 * caller's credentials. A saved bundle holds the file's settings only; replacing, so does every
 * bundle the file does not save (none).
 */
import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import type { components } from '../../../../generated/api-types.gen';
import type { RouteBinding } from '../../../shared/route-binding';
import { ApiError, apiResult } from '../../core/api-error';
import { mayCallBinding } from '../../kernel/authorize';
import type { Caller } from '../../kernel/handler-types';
import type { StoreReader } from '../../store/store';
import { configStoreBundles, configStoreKeys, splitKey } from '../config-store/index';
import type { ImportMode } from './import-modes';
import type { ImportRefusals } from './import-refusals';

type ConfigOperation = components['schemas']['ConfigOperation'];
type Send = (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<LightMyRequestResponse>;

export const CONFIG_STORE_TYPE = '/configStore';

/** A config store operation of the file, with its place in it. */
export interface ConfigStoreOperation {
  index: number;
  operation: ConfigOperation & { subResource: string };
}

export const isConfigStoreOperation = (operation: ConfigOperation): operation is ConfigOperation & { subResource: string } =>
  operation.resourceType === CONFIG_STORE_TYPE && typeof operation.subResource === 'string';

const bundlePath = (bundle: string) => `${CONFIG_STORE_TYPE}/${encodeURIComponent(bundle)}`;
const settingPath = (bundle: string, id: string) => `${bundlePath(bundle)}/${encodeURIComponent(id)}`;

/** The SAVE operation of every bundle the caller may read, by bundle name (none when the caller may not read the config store). */
export async function exportedConfigStore(reader: Pick<StoreReader, 'listItems'>, read: Send, caller: Caller, binding: RouteBinding | undefined): Promise<ConfigOperation[]> {
  if (!binding || !mayCallBinding(caller, binding)) return [];
  const operations: ConfigOperation[] = [];
  for (const bundle of await configStoreBundles(reader)) {
    const answer = await read('GET', bundlePath(bundle));
    // Emptied since it was listed.
    if (answer.statusCode === 404) continue;
    if (answer.statusCode !== 200) throw new ApiError(500, apiResult('export_failed', `The export could not read ${bundlePath(bundle)} (it answered ${answer.statusCode}); nothing was exported.`));
    operations.push({ operationType: 'SAVE', resourceType: CONFIG_STORE_TYPE, subResource: bundle, items: (answer.json() as { items: Record<string, unknown>[] }).items });
  }
  return operations;
}

/**
 * Applies the file's config store operations: a saved setting is written unless it reads as the
 * file has it (one of another type is deleted first: a setting keeps its type), a deleted one that
 * is not there is no refusal; then the settings the file leaves out of a bundle it saves go, and,
 * replacing, every other stored setting. `storedKeys` reads the import's transaction.
 */
export async function applyConfigStore(planned: readonly ConfigStoreOperation[], send: Send, refusals: ImportRefusals, mode: ImportMode, storedKeys: () => Promise<string[]>): Promise<void> {
  const saved = new Set<string>();
  const savedBundles = new Set<string>();
  for (const { index, operation } of planned) {
    const bundle = operation.subResource;
    const at = `operations[${index}]`;
    if (operation.operationType === 'DELETE') {
      for (const [position, id] of operation.itemIds.entries()) {
        const answer = await send('DELETE', settingPath(bundle, id));
        if (answer.statusCode !== 404) refusals.check(answer, `${at}.itemIds[${position}]`, `${CONFIG_STORE_TYPE} '${bundle}/${id}'`);
      }
      continue;
    }
    savedBundles.add(bundle);
    for (const [position, item] of operation.items.entries()) {
      const where = `${at}.items[${position}]`;
      if (typeof item.id !== 'string' || item.id === '') {
        refusals.add(`${where}.id`, `${CONFIG_STORE_TYPE} '${bundle}': a setting is saved with its id.`);
        continue;
      }
      saved.add(`${bundle}/${item.id}`);
      const path = settingPath(bundle, item.id);
      const current = await send('GET', path);
      const stored = current.statusCode === 200 ? (current.json() as Record<string, unknown>) : undefined;
      if (stored && isDeepStrictEqual(stored, item)) continue;
      if (stored && stored.type !== item.type) refusals.check(await send('DELETE', path), where, `${CONFIG_STORE_TYPE} '${bundle}/${item.id}'`);
      refusals.check(await send('PUT', path, item), where, `${CONFIG_STORE_TYPE} '${bundle}/${item.id}'`);
    }
  }
  const firstOf = new Map(planned.map(({ index, operation }) => [operation.subResource, index]));
  for (const key of await storedKeys()) {
    const { bundle, id } = splitKey(key);
    if (saved.has(key) || (mode !== 'REPLACE' && !savedBundles.has(bundle))) continue;
    const answer = await send('DELETE', settingPath(bundle, id));
    const at = firstOf.has(bundle) ? `operations[${firstOf.get(bundle)}]` : 'operations';
    if (answer.statusCode !== 404) refusals.check(answer, at, `${CONFIG_STORE_TYPE} '${key}' (not in the file)`);
  }
}

/** The stored settings' keys, as an import's transaction reads them. */
export const storedConfigStoreKeys = (reader: Pick<StoreReader, 'listItems'>) => () => configStoreKeys(reader);
