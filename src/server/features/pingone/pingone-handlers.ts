/** The /pingOneConnections operations by operationId; the calls to PingOne go through `service`. */
import type { AreaHandlers } from '../../kernel/area';
import { deletePingOneConnection } from './delete-pingone-connection';
import { pingOneCallHandlers } from './pingone-call-handlers';
import { createPingOneConnection, getPingOneConnection, getPingOneConnections } from './pingone-connections';
import type { PingOneService } from '../../services/pingone-service';
import { updatePingOneConnection } from './update-pingone-connection';
import { getPingOneConnectionAssociations, getPingOneConnectionUsages } from './usage-handlers';

export function pingOneHandlers(service: PingOneService): AreaHandlers {
  return {
    getPingOneConnections,
    createPingOneConnection,
    getPingOneConnection,
    updatePingOneConnection,
    deletePingOneConnection,
    getPingOneConnectionUsages,
    getPingOneConnectionAssociations,
    ...pingOneCallHandlers(service),
  } satisfies AreaHandlers;
}
