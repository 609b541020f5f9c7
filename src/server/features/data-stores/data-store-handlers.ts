/**
 * POST /dataStores/{id}/testConnection (this server's extension; x-read-only: auditors may test):
 * connects to the stored data store with its stored credentials and answers what happened. A data
 * store that cannot be reached is a 200 with success false: the test ran, the store failed it.
 */
import { storagePath } from '../../store/storage-path';
import { notFound } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import { secretOwner } from '../../resources/secret-fields';
import type { JsonDocument } from '../../store/store';
import type { ConnectionOutcome } from './connection-outcome';
import { DEFAULT_VALIDATION_SQL, testJdbcConnection } from './jdbc-connection';
import { testLdapConnection } from './ldap-connection';

export const DATA_STORES_STORE = storagePath('/dataStores');
const PASSWORD = 'password';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The URL a JDBC store connects to: connectionUrl, else its default tagged URL, else the first. */
function jdbcUrlOf(doc: JsonDocument): string | undefined {
  const tags = Array.isArray(doc.connectionUrlTags) ? (doc.connectionUrlTags as JsonDocument[]) : [];
  return text(doc.connectionUrl) || text(tags.find((tag) => tag.defaultSource === true)?.connectionUrl) || text(tags[0]?.connectionUrl);
}

/** The host names an LDAP store connects to: hostnames, else its default tagged ones, else the first. */
function ldapHostsOf(doc: JsonDocument): string[] {
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : []);
  const tags = Array.isArray(doc.hostnamesTags) ? (doc.hostnamesTags as JsonDocument[]) : [];
  const own = strings(doc.hostnames);
  return own.length > 0 ? own : strings((tags.find((tag) => tag.defaultSource === true) ?? tags[0])?.hostnames);
}

/** Tests one stored data store; `password` is its decrypted stored password, if it has one. */
export async function testDataStore(doc: JsonDocument, password: string | undefined): Promise<ConnectionOutcome> {
  switch (doc.type) {
    case 'JDBC': {
      const url = jdbcUrlOf(doc);
      if (!url) return { success: false, message: 'The data store has no connection URL.' };
      const sql = text(doc.validateConnectionSql)?.trim() || DEFAULT_VALIDATION_SQL;
      return testJdbcConnection(url, { userName: text(doc.userName), password }, sql);
    }
    case 'LDAP':
      if (doc.useDnsSrvRecords === true) return { success: false, message: 'Data stores found through DNS SRV records cannot be tested by this reference server.' };
      return testLdapConnection({
        hostnames: ldapHostsOf(doc),
        useSsl: doc.useSsl === true,
        verifyHost: doc.verifyHost !== false,
        connectionTimeout: typeof doc.connectionTimeout === 'number' ? doc.connectionTimeout : undefined,
      });
    default:
      return { success: false, message: `Testing ${String(doc.type).toLowerCase()} data stores is not supported by this reference server: only JDBC and LDAP connections can be tested.` };
  }
}

export const testDataStoreConnection: Handler<'testDataStoreConnection'> = async ({ server, params: { id } }) => {
  const stored = await server.store.getItem(DATA_STORES_STORE, id);
  if (!stored) throw notFound(`Data store '${id}' was not found.`);
  const password = await server.keys.getSecret(secretOwner(DATA_STORES_STORE, id), PASSWORD);
  const started = performance.now();
  const outcome = await testDataStore(stored, password);
  return { status: 200, body: { ...outcome, durationMs: Math.round(performance.now() - started) } };
};
