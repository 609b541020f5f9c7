/** The pingone area: what other parts of the server may use of it. */
export { issueCredential } from './credential-token';
export type { PingOneCredentialInfo } from './credential-token';
export { PINGONE_CONNECTIONS, checkCredential, newConnection, storeConnection } from './pingone-connections';
export { pingOneHandlers } from './pingone-handlers';
export { PingOneService } from './pingone-service';
export type { PingOneServiceOptions } from './pingone-service';
