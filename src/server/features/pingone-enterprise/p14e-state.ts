/**
 * What the server keeps of its connection to PingOne for Enterprise: the settings document at
 * /pingOneForEnterprise (what PingOne for Enterprise named it, the two switches, the SSO
 * connection, the attribute contract last uploaded, and the authentication key pairs' certificates,
 * current first) and, as secrets of that document only, the key pairs' private keys. Connected means
 * the document names an identity bridge; every operation is refused with a 403 before that.
 */
import { createPrivateKey } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { ApiError, apiResult } from '../../core/api-error';
import { documentSecretOwner } from '../../resources/secret-fields';
import type { ServerContext } from '../../kernel/handler-types';
import type { P14ECaller } from '../../services/pingone-enterprise-service';
import type { JsonDocument, StoreReader } from '../../store/store';
import { storagePath } from '../../store/storage-path';

export type P14ESettings = components['schemas']['PingOneForEnterpriseSettings'];

export const P14E_SETTINGS = storagePath('/pingOneForEnterprise');
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

const isConnected = (doc: JsonDocument | undefined): boolean => typeof doc?.identityBridgeId === 'string';

/** The stored connection, or the 403 every operation answers while there is none. */
export async function connectedState(reader: StoreReader): Promise<StoredP14E> {
  const doc = await reader.getSettings(P14E_SETTINGS);
  if (!isConnected(doc)) throw notConnected();
  return doc as unknown as StoredP14E; // written only by this area, in this shape
}

/** Throws 422 when connected: a second connection would orphan the first identity bridge. */
export async function switchesWhileUnconnected(reader: StoreReader): Promise<StoredSwitches> {
  const doc = await reader.getSettings(P14E_SETTINGS);
  if (isConnected(doc)) {
    throw new ApiError(422, apiResult('validation_error', 'PingFederate is already connected to PingOne for Enterprise. Disconnect it first.', [
      { errorId: 'already_connected', fieldPath: 'activationKey', message: 'PingFederate is already connected to PingOne for Enterprise. Disconnect it first.' },
    ]));
  }
  return {
    enableAdminConsoleSso: typeof doc?.enableAdminConsoleSso === 'boolean' ? doc.enableAdminConsoleSso : DEFAULT_SWITCHES.enableAdminConsoleSso,
    enableMonitoring: typeof doc?.enableMonitoring === 'boolean' ? doc.enableMonitoring : DEFAULT_SWITCHES.enableMonitoring,
  };
}

/** Who PingFederate is to PingOne for Enterprise, signing with the current key. */
export async function callerOf(server: ServerContext, state: StoredP14E, reader?: StoreReader): Promise<P14ECaller> {
  const pem = await server.keys.getSecret(P14E_SECRETS, privateKeySecret(state.keyPairs[0].id), reader);
  if (pem === undefined) throw new Error('The current PingOne for Enterprise key pair has no private key.');
  return { identityBridgeId: state.identityBridgeId, privateKey: createPrivateKey(pem) };
}
