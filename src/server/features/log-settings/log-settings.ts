/**
 * GET/PUT /serverSettings/logSettings. The categories are the reference server's (log4j-categories.xml);
 * only `enabled` can change. As in the real API, a category left out of a PUT is disabled, and
 * name and description in a PUT are ignored.
 */
import type { components } from '../../../../generated/api-types.gen';
import { storagePath } from '../../store/storage-path';
import { validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import type { JsonDocument, Store } from '../../store/store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';

export const LOG_SETTINGS_KEY = storagePath('/serverSettings/logSettings');

export interface LogCategory {
  id: string;
  name: string;
  description: string;
}

export const LOG_CATEGORIES: readonly LogCategory[] = Object.freeze([
  { id: 'core', name: 'Core', description: 'Debug logging for core components.' },
  { id: 'protocolrequestresponse', name: 'Protocol Requests and Responses', description: 'Protocol Request and Response logging.' },
  { id: 'policytree', name: 'Policy Tree', description: 'Policy tree logging.' },
  { id: 'dsresponsetime', name: 'Data Source Response Time', description: 'Data source response time logging.' },
  { id: 'trustedcas', name: 'Trusted CAs', description: 'Log the list of trusted CAs loaded at startup.' },
  { id: 'xmlsig', name: 'XML Signatures', description: 'Debug logging for XML signature processing.' },
  { id: 'requestheaders', name: 'HTTP Request Headers', description: 'Log HTTP request headers.' },
  { id: 'requestparams', name: 'HTTP Request Parameters', description: 'Log HTTP request parameters.' },
  { id: 'restdatastore', name: 'REST Data Store Requests and Responses', description: 'REST data store request and response logging.' },
]);

const KNOWN = new Set(LOG_CATEGORIES.map((c) => c.id));

/** What is stored: the ids of the enabled categories. */
interface StoredLogSettings {
  enabled: string[];
}

export async function getLogSettings(store: Pick<Store, 'getSettings'>): Promise<components['schemas']['LogSettings']> {
  const stored = (await store.getSettings(LOG_SETTINGS_KEY)) as StoredLogSettings | undefined;
  const enabled = new Set(stored?.enabled ?? []);
  return { logCategories: LOG_CATEGORIES.map((c) => ({ ...c, enabled: enabled.has(c.id) })) };
}

const isRecord = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Saves which categories are enabled: from a PUT's checked body, or from the demo data's document. */
export async function putLogSettings(store: Store, body: JsonDocument): Promise<components['schemas']['LogSettings']> {
  const entries: unknown[] = Array.isArray(body.logCategories) ? body.logCategories : [];
  const errors: ValidationErrorItem[] = [];
  const enabled = new Set<string>();
  entries.forEach((entry, index) => {
    const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : '';
    if (!KNOWN.has(id)) {
      errors.push({ errorId: 'invalid_field', fieldPath: `logCategories[${index}].id`, message: `'${id}' is not a valid log category.` });
      return;
    }
    if (isRecord(entry) && entry.enabled === true) enabled.add(id);
  });
  if (errors.length > 0) throw validationFailed(errors);
  const doc: StoredLogSettings = { enabled: LOG_CATEGORIES.map((c) => c.id).filter((id) => enabled.has(id)) };
  await store.transaction((tx) => tx.putSettings(LOG_SETTINGS_KEY, { ...doc }));
  return getLogSettings(store);
}

const SOURCE = { settings: LOG_SETTINGS_KEY };

export const getLogSettingsHandler: Handler<'getLogSettings'> = async ({ server }) => ({ status: 200, ...(await versionedRead(server.store, SOURCE, () => getLogSettings(server.store))) });
export const updateLogSettingsHandler: Handler<'updateLogSettings'> = async ({ server, body, request }) => ({
  status: 200,
  ...(await guardedWrite(server.store, ifMatchOf(request), SOURCE, () => getLogSettings(server.store), () => putLogSettings(server.store, body))),
});
