/**
 * What the server keeps of its connection to PingOne for Enterprise, in two settings documents:
 * - /pingOneForEnterprise, in PingFederate's shape (what GET answers but the computed fields): the
 *   switches, the company, the SSO connection, the keys' creation times. The history records it,
 *   and a revert of an entry puts it back through PUT (which writes the switches);
 * - beside it, what PingOne for Enterprise knows PingFederate by (the identity bridge, the account,
 *   the key pairs' certificates, current first, and the attribute contract last uploaded): the
 *   connection's own state, which no PUT writes and no revert could put back at PingOne for Enterprise.
 * The key pairs' private keys are secrets of the first document only. Connected means an identity
 * bridge is kept; every operation is refused with a 403 before that.
 */
import { createPrivateKey } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { ApiError, apiResult } from '../../core/api-error';
import { documentSecretOwner } from '../../resources/secret-fields';
import type { ServerContext } from '../../kernel/handler-types';
import type { P14ECaller } from '../../services/pingone-enterprise-service';
import type { JsonDocument, StoreReader, StoreWriter } from '../../store/store';
import { storagePath } from '../../store/storage-path';

export type P14ESettings = components['schemas']['PingOneForEnterpriseSettings'];

export const P14E_SETTINGS = storagePath('/pingOneForEnterprise');
/** Not in the history catalog: the connection's state at PingOne for Enterprise, not configuration to revert. */
export const P14E_BRIDGE = `${P14E_SETTINGS}#identityBridge`;
/** The owner of the private keys: the settings document itself (history shows them changed, masked, on it). */
export const P14E_SECRETS = documentSecretOwner(P14E_SETTINGS);
export const privateKeySecret = (keyId: string) => `privateKey.${keyId}`;

/** The console's connect page keys off this resultId. */
export const NOT_CONNECTED_RESULT_ID = 'not_connected';
export const NOT_CONNECTED_MESSAGE = 'PingFederate is not connected to PingOne for Enterprise. Operation not available.';

/** PingFederate's defaults (p1-admin-service-config: EnableAdminConsoleSso=false, EnableMonitoring=true). */
export const DEFAULT_SWITCHES = { enableAdminConsoleSso: false, enableMonitoring: true } as const;

export interface StoredP14EKey {
  /** The RFC 7638 thumbprint of its public key: the kid of the assertions it signs. */
  id: string;
  certificatePem: string;
  creationTime: string;
}

export interface StoredP14E {
  enableAdminConsoleSso: boolean;
  enableMonitoring: boolean;
  companyName: string;
  accountId: string;
  identityBridgeId: string;
  pingOneSsoConnection?: { id: string };
  /** What the identity repository was last given (updateIdentityRepository, connect). */
  uploadedAttributeContract?: unknown;
  /** Current first, then the previous one (if any). */
  keyPairs: StoredP14EKey[];
}

/** The switches kept while not connected (a reconnection keeps the administrator's choices). */
export type StoredSwitches = Pick<StoredP14E, 'enableAdminConsoleSso' | 'enableMonitoring'>;

const notConnected = () => new ApiError(403, apiResult(NOT_CONNECTED_RESULT_ID, NOT_CONNECTED_MESSAGE));

type StoredBridge = Pick<StoredP14E, 'accountId' | 'identityBridgeId' | 'uploadedAttributeContract' | 'keyPairs'>;

const isConnected = (bridge: JsonDocument | undefined): boolean => typeof bridge?.identityBridgeId === 'string';

const switchesOf = (doc: JsonDocument | undefined): StoredSwitches => ({
  enableAdminConsoleSso: typeof doc?.enableAdminConsoleSso === 'boolean' ? doc.enableAdminConsoleSso : DEFAULT_SWITCHES.enableAdminConsoleSso,
  enableMonitoring: typeof doc?.enableMonitoring === 'boolean' ? doc.enableMonitoring : DEFAULT_SWITCHES.enableMonitoring,
});

/** The stored connection, or the 403 every operation answers while there is none. */
export async function connectedState(reader: StoreReader): Promise<StoredP14E> {
  const state = await connectionOf(reader);
  if (!state) throw notConnected();
  return state;
}

/** The stored connection, if there is one. */
export async function connectionOf(reader: StoreReader): Promise<StoredP14E | undefined> {
  const bridge = await reader.getSettings(P14E_BRIDGE);
  if (!isConnected(bridge)) return undefined;
  const doc = await reader.getSettings(P14E_SETTINGS);
  // Both written only by saveState, in these shapes.
  const { accountId, identityBridgeId, uploadedAttributeContract, keyPairs } = bridge as unknown as StoredBridge;
  const sso = doc?.pingOneSsoConnection as { id: string } | undefined;
  return {
    ...switchesOf(doc),
    companyName: String(doc?.companyName ?? ''),
    accountId,
    identityBridgeId,
    ...(sso && { pingOneSsoConnection: { id: sso.id } }),
    ...(uploadedAttributeContract !== undefined && { uploadedAttributeContract }),
    keyPairs,
  };
}

/** Writes both documents of a connection. */
export async function saveState(tx: StoreWriter, state: StoredP14E): Promise<void> {
  const [current, previous] = state.keyPairs;
  const settings: P14ESettings = {
    companyName: state.companyName,
    ...(state.pingOneSsoConnection && { pingOneSsoConnection: state.pingOneSsoConnection }),
    enableAdminConsoleSso: state.enableAdminConsoleSso,
    enableMonitoring: state.enableMonitoring,
    currentAuthnKeyCreationTime: current.creationTime,
    ...(previous && { previousAuthnKeyCreationTime: previous.creationTime }),
  };
  const bridge: StoredBridge = {
    accountId: state.accountId,
    identityBridgeId: state.identityBridgeId,
    ...(state.uploadedAttributeContract !== undefined && { uploadedAttributeContract: state.uploadedAttributeContract }),
    keyPairs: state.keyPairs,
  };
  await tx.putSettings(P14E_SETTINGS, settings as JsonDocument);
  await tx.putSettings(P14E_BRIDGE, bridge as unknown as JsonDocument);
}

/** Forgets the connection (its private keys too); the switches stay for a later one. */
export async function forgetConnection(tx: StoreWriter, switches: StoredSwitches): Promise<void> {
  await tx.deleteSecrets(P14E_SECRETS);
  await tx.putSettings(P14E_BRIDGE, {});
  await tx.putSettings(P14E_SETTINGS, { ...switches });
}

/** Throws 422 when connected: a second connection would orphan the first identity bridge. */
export async function switchesWhileUnconnected(reader: StoreReader): Promise<StoredSwitches> {
  if (isConnected(await reader.getSettings(P14E_BRIDGE))) {
    throw new ApiError(422, apiResult('validation_error', 'PingFederate is already connected to PingOne for Enterprise. Disconnect it first.', [
      { errorId: 'already_connected', fieldPath: 'activationKey', message: 'PingFederate is already connected to PingOne for Enterprise. Disconnect it first.' },
    ]));
  }
  return switchesOf(await reader.getSettings(P14E_SETTINGS));
}

/** Who PingFederate is to PingOne for Enterprise, signing with the current key. */
export async function callerOf(server: ServerContext, state: StoredP14E, reader?: StoreReader): Promise<P14ECaller> {
  const pem = await server.keys.getSecret(P14E_SECRETS, privateKeySecret(state.keyPairs[0].id), reader);
  if (pem === undefined) throw new Error('The current PingOne for Enterprise key pair has no private key.');
  return { identityBridgeId: state.identityBridgeId, privateKey: createPrivateKey(pem) };
}
