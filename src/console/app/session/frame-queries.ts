/**
 * The frame's background data (bell, banners, synchronization) as TanStack Query queries: each
 * concern is fetched once per interval and shared by every component that shows it, instead of
 * each one fetching on every change of route or spinner. The answers are FrameDataResults (a
 * failed call is data with its status, never a thrown error), so a lost session (401) is seen by
 * whoever reads them.
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { FrameStatus } from '../../shell/session/contract-types';
import { fetchFrameData, type FrameDataResult } from '../../shell/session/internal-api';

export const FRAME_QUERY_ROOT = 'frame';

/** SPEC 7: replication info is polled every 5 s (synchronization info with it, so its warning stays current). */
export const REPLICATION_POLL_MS = 5000;
/** Banners that change rarely (license expiry, embedded database, administrators) are read again this often. */
export const BANNER_REFRESH_MS = 60_000;

export type FramePath =
  | 'notifications'
  | 'licenseExpiryStatus'
  | 'internalDbWarnings'
  | 'activePassiveConsoleInfo'
  | 'activeAdministrators'
  | 'replicationInfo'
  | 'synchronizationInfo';

export const frameQueryKey = (path: FramePath) => [FRAME_QUERY_ROOT, path] as const;

function frameQueryOptions<T>(path: FramePath, intervalMs: number) {
  return {
    queryKey: frameQueryKey(path),
    queryFn: () => fetchFrameData<T>(path),
    // Fresh for a little less than the interval: a second reader within it gets the same answer.
    staleTime: intervalMs - 500,
    refetchInterval: intervalMs,
  };
}

/** One frame concern: undefined until its first answer. */
export function useFrameData<T>(path: FramePath, intervalMs: number, enabled: boolean): { result?: FrameDataResult<T>; updatedAt: number; refetch: () => void } {
  const query = useQuery({ ...frameQueryOptions<T>(path, intervalMs), enabled });
  return { result: query.data, updatedAt: query.dataUpdatedAt, refetch: () => void query.refetch() };
}

/**
 * A console that starts asks for all of the frame's data at once (GET /internal/frameStatus) and
 * files each part as its query's answer, so none of them asks again before its interval.
 * Resolves the frame status, or undefined when the server did not answer it.
 */
export async function loadFrameStatus(client: QueryClient): Promise<FrameStatus | undefined> {
  const result = await fetchFrameData<FrameStatus>('frameStatus');
  if (!result.body) return undefined;
  for (const [path, body] of Object.entries(result.body)) {
    client.setQueryData<FrameDataResult<unknown>>(frameQueryKey(path as FramePath), { status: 200, body });
  }
  return result.body;
}

/** What an embedded page's resetIdleTimer asks for (SPEC 4): every frame concern again, now. */
export function refetchFrameData(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [FRAME_QUERY_ROOT] });
}

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The frame decides when to read again; a failed read is an answer (FrameDataResult), not retried.
      queries: { retry: false, refetchOnWindowFocus: false, refetchIntervalInBackground: true },
    },
  });
}
