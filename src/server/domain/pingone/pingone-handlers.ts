/**
 * The /pingOneConnections operations by operationId (the list and create are registered with the
 * setup wizard's, setup-handlers.ts); the calls to PingOne go through `service`.
 */
import type { Handler } from '../../http/handler-types';
import { deletePingOneConnection } from './delete-pingone-connection';
import { pingOneCallHandlers } from './pingone-call-handlers';
import { getPingOneConnection } from './pingone-connections';
import type { PingOneService } from './pingone-service';
import { updatePingOneConnection } from './update-pingone-connection';
import { getPingOneConnectionAssociations, getPingOneConnectionUsages } from './usage-handlers';

export function pingOneHandlers(service: PingOneService): [string, Handler][] {
  return [
    ['getPingOneConnection', getPingOneConnection],
    ['updatePingOneConnection', updatePingOneConnection],
    ['deletePingOneConnection', deletePingOneConnection],
    ['getPingOneConnectionUsages', getPingOneConnectionUsages],
    ['getPingOneConnectionAssociations', getPingOneConnectionAssociations],
    ...pingOneCallHandlers(service),
  ];
}
