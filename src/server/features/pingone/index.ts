/** The pingone area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { PINGONE_CONNECTIONS } from './pingone-connections';
import { pingOneHandlers } from './pingone-handlers';
export { issueCredential } from './credential-token';
export type { PingOneCredentialInfo } from './credential-token';
export { PINGONE_CONNECTIONS, checkCredential, newConnection, storeConnection } from './pingone-connections';
export { pingOneHandlers } from './pingone-handlers';
export { PingOneService } from '../../services/pingone-service';
export type { PingOneServiceOptions } from '../../services/pingone-service';

const CONNECTIONS_ROUTE = '/system/external-systems/pingone-connections';

export const pingoneArea: Area = {
  name: 'pingone',
  uses: [],
  handlers: ({ pingOne }) => pingOneHandlers(pingOne),
  history: [{ namespace: PINGONE_CONNECTIONS, label: 'PingOne Connections', route: CONNECTIONS_ROUTE }],
  searchable: [{ store: PINGONE_CONNECTIONS, screen: { type: 'pingone-connections', label: 'PingOne Connections', route: CONNECTIONS_ROUTE, list: 'getPingOneConnections', get: 'getPingOneConnection' } }],
};
