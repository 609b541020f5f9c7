/**
 * GET /pingOneConnections/{id}/credentialStatus and /environments: calls to PingOne with the
 * connection's credential. Every failure is an answer: the status says UNKNOWN, the environments
 * say why in an ApiResult (500, as PingFederate's contract has it) that the console shows as written.
 */
import type { components } from '../../../../generated/api-types.gen';
import { ApiError, apiResult } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { Handler } from '../../kernel/handler-types';
import { loadConnection, storedCredential } from './pingone-connections';
import type { PingOneFailure, PingOneService } from '../../services/pingone-service';

export function failureMessage(failure: PingOneFailure, timeoutMs: number): string {
  switch (failure) {
    case 'rejected':
      return 'PingOne rejected the credential of this connection. Paste a new credential on the connection to reconnect.';
    case 'timed-out':
      return `PingOne did not answer within ${timeoutMs} ms. Try again later.`;
    case 'unavailable':
      return 'PingOne is unavailable: the request for environments failed. Try again later.';
    case 'not-configured':
      return 'This server has no PingOne service to connect to (start it with --pingone-url).';
  }
}

export function pingOneCallHandlers(service: PingOneService) {
  const getCredentialStatus: Handler<'getCredentialStatus'> = async ({ server, params }) => {
    const connection = await loadConnection(server.store, params.id);
    const credential = await storedCredential(server, params.id);
    const answer = credential ? await service.checkCredential(credential, String(connection.environmentId)) : undefined;
    const body: components['schemas']['PingOneCredentialStatus'] = {
      pingOneCredentialStatus: answer?.ok ? 'VALID' : answer?.failure === 'rejected' ? 'INVALID' : 'UNKNOWN',
    };
    return { status: 200, body };
  };

  const getPingOneConnectionEnvironments: Handler<'getPingOneConnectionEnvironments'> = async ({ server, params, query }) => {
    await loadConnection(server.store, params.id);
    const credential = await storedCredential(server, params.id);
    const forwarded = new URLSearchParams();
    for (const name of ['page', 'numberPerPage', 'filter'] as const) if (query[name] !== undefined) forwarded.set(name, String(query[name]));
    const answer = credential ? await service.environments(credential, forwarded) : ({ ok: false, failure: 'rejected' } as const);
    if (!answer.ok) throw new ApiError(500, apiResult('pingone_connection_error', failureMessage(answer.failure, service.timeoutMs)));
    const body: components['schemas']['PingOneEnvironments'] = { items: answer.value };
    return { status: 200, body };
  };

  return { getCredentialStatus, getPingOneConnectionEnvironments } satisfies AreaHandlers;
}
