import { useEffect, useRef } from 'react';
import type {
  ActiveAdministrators,
  ActivePassiveConsoleInfo,
  InternalDbWarnings,
  LicenseExpiryStatus,
  ReplicationInfo,
  SynchronizationInfo,
} from '../../../shell/session/contract-types';
import { BANNER_REFRESH_MS, REPLICATION_POLL_MS, useFrameData } from '../../session/frame-queries';
import type { FrameDataResult } from '../../../shell/session/internal-api';
import type { BannerData } from '../../../shell/banners/banner-model';

interface Options {
  /** False for auditors (they never see banners) and once the session has timed out. */
  enabled: boolean;
  onSessionLost: () => void;
}

/**
 * The banners' data: each concern one shared query (app/session/frame-queries.ts), replication and
 * synchronization polled every 5 s, the rest every minute; an embedded page's resetIdleTimer
 * refetches them all. A failed answer keeps what was known rather than flashing banners away.
 */
export function useBannerData({ enabled, onSessionLost }: Options): BannerData {
  const license = useFrameData<LicenseExpiryStatus>('licenseExpiryStatus', BANNER_REFRESH_MS, enabled);
  const internalDb = useFrameData<InternalDbWarnings>('internalDbWarnings', BANNER_REFRESH_MS, enabled);
  const activePassive = useFrameData<ActivePassiveConsoleInfo>('activePassiveConsoleInfo', BANNER_REFRESH_MS, enabled);
  const administrators = useFrameData<ActiveAdministrators>('activeAdministrators', BANNER_REFRESH_MS, enabled);
  const replication = useFrameData<ReplicationInfo>('replicationInfo', REPLICATION_POLL_MS, enabled);
  const synchronization = useFrameData<SynchronizationInfo>('synchronizationInfo', REPLICATION_POLL_MS, enabled);

  const results = [license, internalDb, activePassive, administrators, replication, synchronization].map((query) => query.result);
  const lost = results.some((result) => result?.status === 401);
  useEffect(() => {
    if (enabled && lost) onSessionLost();
  }, [enabled, lost, onSessionLost]);

  return {
    license: useLastKnown(license.result),
    internalDb: useLastKnown(internalDb.result),
    activePassive: useLastKnown(activePassive.result),
    administrators: useLastKnown(administrators.result),
    replication: useLastKnown(replication.result),
    synchronization: useLastKnown(synchronization.result),
    // Its last sync time is weighed against when the answer arrived, not the time of a later render.
    synchronizationCheckedAt: synchronization.result?.body ? synchronization.updatedAt : undefined,
  };
}

/** The body of the last answer that had one. */
function useLastKnown<T>(result: FrameDataResult<T> | undefined): T | undefined {
  const known = useRef<T>(undefined);
  if (result?.body) known.current = result.body;
  return known.current;
}
