/**
 * How many federation connections count against the license: the SP and IdP connections this
 * server holds (the collections /idp/spConnections and /sp/idpConnections). PingOne connections
 * are not federation connections and do not count.
 */
import type { StoreReader } from '../../store/store';

export const LICENSED_CONNECTION_COLLECTIONS = ['/idp/spConnections', '/sp/idpConnections'];

export async function countUsedConnections(store: StoreReader): Promise<number> {
  let total = 0;
  for (const namespace of LICENSED_CONNECTION_COLLECTIONS) total += (await store.queryItems(namespace, { limit: 1 })).totalItems;
  return total;
}
