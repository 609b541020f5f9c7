/** The connections area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { connectionCredentialsHandlers } from './connection-credentials';
import { metadataImportHandlers } from './connection-from-metadata';
export { IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE, metadataImportHandlers } from './connection-from-metadata';

export const connectionsArea: Area = {
  name: 'connections',
  uses: [],
  handlers: ({ definitions }) => ({ ...metadataImportHandlers(), ...connectionCredentialsHandlers(definitions) }),
};
