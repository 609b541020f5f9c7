/** What the operations answer: the settings as PingFederate shows them, and why a call to PingOne for Enterprise failed. */
import { ApiError, apiResult } from '../../core/api-error';
import type { P14EFailure } from '../../services/pingone-enterprise-service';
import type { StoreReader } from '../../store/store';
import { identityRepositoryUpdateRequired, ssoAttributeContract } from './identity-repository';
import type { P14ESettings, StoredP14E, StoredSwitches } from './p14e-state';

export async function settingsAnswer(reader: StoreReader, state: StoredP14E): Promise<P14ESettings> {
  const [current, previous] = state.keyPairs;
  const sso = state.pingOneSsoConnection;
  return {
    connectedToPingOneForEnterprise: true,
    ...(sso && { pingOneSsoConnection: { id: sso.id } }),
    companyName: state.companyName,
    enableAdminConsoleSso: state.enableAdminConsoleSso,
    enableMonitoring: state.enableMonitoring,
    currentAuthnKeyCreationTime: current.creationTime,
    ...(previous && { previousAuthnKeyCreationTime: previous.creationTime }),
    // Without the SSO use case there is no identity repository to keep up to date.
    identityRepositoryUpdateRequired: sso !== undefined && identityRepositoryUpdateRequired(state.uploadedAttributeContract, await ssoAttributeContract(reader, sso.id)),
  };
}

/** After a disconnection: nothing but the switches, kept for a later connection. */
export const disconnectedAnswer = (switches: StoredSwitches): P14ESettings => ({ connectedToPingOneForEnterprise: false, ...switches });

/** Why PingOne for Enterprise gave no usable answer, in words for the administrator. */
export function failureMessage(failure: P14EFailure, timeoutMs: number): string {
  switch (failure.failure) {
    case 'refused':
      return `PingOne for Enterprise refused the request: ${failure.message}`;
    case 'timed-out':
      return `PingOne for Enterprise did not answer within ${timeoutMs} ms. Try again later.`;
    case 'unavailable':
      return 'PingOne for Enterprise is unavailable or could not be reached. Try again later.';
    case 'not-configured':
      return 'This server has no PingOne for Enterprise service to connect to (start it with --pingone-enterprise-url).';
  }
}

/** A 422 whose message says what failed and why. */
export const callFailed = (resultId: string, what: string, failure: P14EFailure, timeoutMs: number) =>
  new ApiError(422, apiResult(resultId, `${what} ${failureMessage(failure, timeoutMs)}`));
