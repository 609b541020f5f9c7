import type { OperationResult } from '../../runtime/api/operation-caller';

/** What GET /cluster/status answered, as the page tells it apart (SPEC 2.14, 6; cluster design). */
export type StatusAnswer = 'loaded' | 'standalone' | 'unauthorized' | 'failed';

/** The server's resultId for a server that is not a cluster node. */
export const NOT_CLUSTERED = 'not_clustered';

/**
 * 403 `not_clustered` is a standalone server, any other 403 a role the server refuses (the
 * Unauthorized dialog); everything else that is not ok is a failure to load.
 */
export function statusAnswer(result: Pick<OperationResult, 'ok' | 'status' | 'error'>): StatusAnswer {
  if (result.ok) return 'loaded';
  if (result.status === 403) return result.error?.resultId === NOT_CLUSTERED ? 'standalone' : 'unauthorized';
  return 'failed';
}
