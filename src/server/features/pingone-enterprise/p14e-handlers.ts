/**
 * PingFederate's six /pingOneForEnterprise operations (and the console's connect, connect.ts).
 * Each answers the 403 of p14e-state.ts while not connected, the GETs too, as PingFederate's contract has it.
 * The settings are versioned as the connection's two stored documents together (ETag, If-Match).
 */
import { ApiError, apiResult, fieldError } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { ResourceDefinition } from '../../../shared/route-binding';
import type { PingOneEnterpriseService } from '../../services/pingone-enterprise-service';
import { forgetPrivateKey, keysView, newAuthenticationKey, storePrivateKey } from './authentication-keys';
import { connectHandler } from './connect';
import { ssoAttributeContract } from './identity-repository';
import { callFailed, disconnectedAnswer, settingsAnswer } from './p14e-answers';
import { callerOf, connectedState, DEFAULT_SWITCHES, forgetConnection, P14E_BRIDGE, P14E_SETTINGS, saveState, type StoredP14E } from './p14e-state';
import { digestVersion, guardedWrite, ifMatchOf, versionedRead, type VersionSource } from '../../kernel/versioned-writes';
import type { Store } from '../../store/store';

/** The settings' version: of the settings document and the bridge document, which saveState writes together. */
const p14eVersion: VersionSource = async (reader) =>
  digestVersion([(await reader.getVersionedSettings(P14E_SETTINGS))?.version, (await reader.getVersionedSettings(P14E_BRIDGE))?.version]);

const readSettings = async (store: Store) => settingsAnswer(store, await connectedState(store));
import { uploadRepository } from './upload-repository';

const DISCONNECT_FAILED = 'Unable to disconnect from PingOne for Enterprise.';

export function p14eHandlers(service: PingOneEnterpriseService, definitions: Record<string, ResourceDefinition>) {
  return {
    connectPingOneForEnterprise: connectHandler(service, definitions),

    getPingOneForEnterpriseSettings: async ({ server }) => ({ status: 200, ...(await versionedRead(server.store, p14eVersion, () => readSettings(server.store))) }),

    // Only the two switches are written (an omitted one takes PingFederate's default, as a PUT replaces); the read-only fields are ignored.
    updatePingOneSettings: async ({ server, body, request }) => {
      const saved = await guardedWrite(server.store, ifMatchOf(request), p14eVersion, () => readSettings(server.store), () => server.store.transaction(async (tx) => {
        const state = await connectedState(tx);
        const next: StoredP14E = {
          ...state,
          enableAdminConsoleSso: body.enableAdminConsoleSso ?? DEFAULT_SWITCHES.enableAdminConsoleSso,
          enableMonitoring: body.enableMonitoring ?? DEFAULT_SWITCHES.enableMonitoring,
        };
        await saveState(tx, next);
        return settingsAnswer(server.store, next);
      }));
      return { status: 200, ...saved };
    },

    getKeyPairs: async ({ server }) => ({ status: 200, body: keysView(await connectedState(server.store), server.now()) }),

    // The new key is registered by an assertion of the current one; the forgotten one is dropped by an assertion of the new one.
    rotateKeys: async ({ server }) => {
      const state = await connectedState(server.store);
      const fresh = await newAuthenticationKey(server.now());
      const registered = await service.registerKey(await callerOf(server, state), fresh.privateKey);
      if (!registered.ok) throw callFailed('key_rotation_failed', 'Unable to rotate the authentication key.', registered, service.timeoutMs);
      const [current, forgotten] = state.keyPairs;
      // Not dropped there (PingOne for Enterprise failed just now): harmless, its private key is deleted here below.
      if (forgotten) await service.dropKey({ identityBridgeId: state.identityBridgeId, privateKey: fresh.privateKey }, forgotten.id);
      const rotated = await server.store.transaction(async (tx) => {
        const now = await connectedState(tx);
        if (now.keyPairs[0].id !== current.id) throw new ApiError(422, apiResult('key_rotation_failed', 'The authentication key was rotated meanwhile. Try again.'));
        const next: StoredP14E = { ...now, keyPairs: [fresh.stored, current] };
        await storePrivateKey(tx, server.keys, fresh);
        if (forgotten) await forgetPrivateKey(tx, forgotten.id);
        await saveState(tx, next);
        return next;
      });
      return { status: 200, body: keysView(rotated, server.now()) };
    },

    updatePingOneForEnterpriseIdentityRepository: async ({ server }) => {
      const state = await connectedState(server.store);
      const contract = await ssoAttributeContract(server.store, state.pingOneSsoConnection?.id);
      if (contract === undefined) {
        throw fieldError('pingOneSsoConnection', 'There is no PingOne SSO connection (or it has no attribute contract) to update the identity repository from.');
      }
      const uploaded = await uploadRepository(server, service, state, contract, await callerOf(server, state));
      if (!uploaded.ok) throw callFailed('identity_repository_update_failed', 'Unable to update the PingOne identity repository.', uploaded, service.timeoutMs);
      return { status: 200, body: await settingsAnswer(server.store, await connectedState(server.store)) };
    },

    // PingOne for Enterprise forgets the bridge first: a failure there changes nothing here.
    disconnect: async ({ server }) => {
      const state = await connectedState(server.store);
      const deleted = await service.deleteIdentityBridge(await callerOf(server, state));
      if (!deleted.ok) throw new ApiError(422, apiResult('disconnect_failed', DISCONNECT_FAILED));
      const switches = { enableAdminConsoleSso: state.enableAdminConsoleSso, enableMonitoring: state.enableMonitoring };
      await server.store.transaction(async (tx) => {
        await connectedState(tx);
        await forgetConnection(tx, switches);
      });
      return { status: 200, body: disconnectedAnswer(switches) };
    },
  } satisfies AreaHandlers;
}
