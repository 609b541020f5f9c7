/** The /pingOneConnections operations by operationId; the calls to PingOne go through `service`. */
import type { RouteHandler } from '../../kernel/handler-types';
import { deletePingOneConnection } from './delete-pingone-connection';
import { pingOneCallHandlers } from './pingone-call-handlers';
import { createPingOneConnection, getPingOneConnection, getPingOneConnections } from './pingone-connections';
import type { PingOneService } from '../../services/pingone-service';
import { updatePingOneConnection } from './update-pingone-connection';
import { getPingOneConnectionAssociations, getPingOneConnectionUsages } from './usage-handlers';

export function pingOneHandlers(service: PingOneService): [string, RouteHandler][] {
  return [
    ['getPingOneConnections', getPingOneConnections],
    ['createPingOneConnection', createPingOneConnection],
    ['getPingOneConnection', getPingOneConnection],
    ['updatePingOneConnection', updatePingOneConnection],
    ['deletePingOneConnection', deletePingOneConnection],
    ['getPingOneConnectionUsages', getPingOneConnectionUsages],
    ['getPingOneConnectionAssociations', getPingOneConnectionAssociations],
    ...pingOneCallHandlers(service),
  ];
}
