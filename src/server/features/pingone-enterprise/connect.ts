/**
 * POST /internal/pingOneForEnterprise/connect: the console's Connect to PingOne for Enterprise.
 * A new authentication key pair; its public key registered by spending the activation key; then,
 * in one transaction, the connection stored (and with the PingOne SSO use case the managed SP
 * connection made); then that connection's attribute contract uploaded. A store failure after the
 * activation deletes the identity bridge again, so PingOne for Enterprise keeps no orphan.
 */
import { ApiError, apiResult, fieldError } from '../../core/api-error';
import type { Handler } from '../../kernel/handler-types';
import type { ResourceDefinition } from '../../../shared/route-binding';
import type { PingOneEnterpriseService } from '../../services/pingone-enterprise-service';
import { SERVER_SETTINGS_KEY } from '../server-settings/index';
import { newAuthenticationKey, storePrivateKey } from './authentication-keys';
import { ssoAttributeContract } from './identity-repository';
import { createManagedSpConnection, spConnectionsDefinition } from './managed-sp-connection';
import { failureMessage, settingsAnswer } from './p14e-answers';
import { connectedState, saveState, switchesWhileUnconnected, type StoredP14E } from './p14e-state';
import { uploadRepository } from './upload-repository';

const activationKeyRefused = (message: string) =>
  new ApiError(422, apiResult('validation_error', message, [{ errorId: 'invalid_activation_key', fieldPath: 'activationKey', message }]));

export function connectHandler(service: PingOneEnterpriseService, definitions: Record<string, ResourceDefinition>): Handler<'connectPingOneForEnterprise'> {
  return async ({ server, body, caller }) => {
    const activationKey = body.activationKey.trim();
    if (activationKey === '') throw fieldError('activationKey', 'The activation key is required.', 'required_field_missing');
    await switchesWhileUnconnected(server.store);
    const key = await newAuthenticationKey(server.now());
    const baseUrl = (await server.store.getSettings(SERVER_SETTINGS_KEY))?.federationInfo as { baseUrl?: string } | undefined;
    const activated = await service.activate(activationKey, key.privateKey, baseUrl?.baseUrl);
    if (!activated.ok) {
      const message = failureMessage(activated, service.timeoutMs);
      if (activated.failure === 'refused') throw activationKeyRefused(message);
      throw new ApiError(422, apiResult('pingone_for_enterprise_unreachable', `Unable to connect to PingOne for Enterprise. ${message}`));
    }
    const p14eCaller = { identityBridgeId: activated.identityBridgeId, privateKey: key.privateKey };
    let state: StoredP14E;
    try {
      state = await server.store.transaction(async (tx) => {
        const switches = await switchesWhileUnconnected(tx); // again: a concurrent connect
        const ssoId = body.enablePingOneSso === false ? undefined : await createManagedSpConnection(tx, server, spConnectionsDefinition(definitions), activated.accountId, caller);
        const stored: StoredP14E = {
          ...switches,
          companyName: activated.companyName,
          accountId: activated.accountId,
          identityBridgeId: activated.identityBridgeId,
          ...(ssoId !== undefined && { pingOneSsoConnection: { id: ssoId } }),
          keyPairs: [key.stored],
        };
        await storePrivateKey(tx, server.keys, key);
        await saveState(tx, stored);
        return stored;
      });
    } catch (error) {
      await service.deleteIdentityBridge(p14eCaller);
      throw error;
    }
    // Not uploaded (PingOne for Enterprise failed just now): the settings say an update is required.
    if (state.pingOneSsoConnection) await uploadRepository(server, service, state, await ssoAttributeContract(server.store, state.pingOneSsoConnection.id), p14eCaller);
    return { status: 200, body: await settingsAnswer(server.store, await connectedState(server.store)) };
  };
}
