/** The upload of the identity repository, and the record of what was uploaded (identityRepositoryUpdateRequired compares with it). */
import type { ServerContext } from '../../kernel/handler-types';
import type { P14EAnswer, P14ECaller, PingOneEnterpriseService } from '../../services/pingone-enterprise-service';
import { connectionOf, saveState, type StoredP14E } from './p14e-state';

export async function uploadRepository(server: ServerContext, service: PingOneEnterpriseService, state: StoredP14E, attributeContract: unknown, caller: P14ECaller): Promise<P14EAnswer<object>> {
  const answer = await service.uploadIdentityRepository(caller, { attributeContract });
  if (!answer.ok) return answer;
  await server.store.transaction(async (tx) => {
    // Only onto the same connection (a disconnect may have come in between).
    const now = await connectionOf(tx);
    if (now?.identityBridgeId !== state.identityBridgeId) return;
    await saveState(tx, { ...now, uploadedAttributeContract: attributeContract });
  });
  return answer;
}
