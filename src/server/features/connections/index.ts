/** The connections area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { connectionCredentialsHandlers } from './connection-credentials';
import { metadataImportHandlers } from './connection-from-metadata';
import { metadataConvertHandlers } from './metadata-convert';
import { exportConnectionMetadata } from './metadata-export';
export { IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE, metadataImportHandlers } from './connection-from-metadata';

export const connectionsArea: Area = {
  name: 'connections',
  uses: ['server-settings', 'trusted-cas'],
  handlers: ({ definitions }) => ({ ...metadataImportHandlers(), ...connectionCredentialsHandlers(definitions), ...metadataConvertHandlers(definitions), export: exportConnectionMetadata }),
};
