import { useEffect, useState } from 'react';
import { fetchFrameData, type FrameDataResult } from '../../session/internal-api';
import type { ReplicationInfo, SynchronizationInfo } from '../../session/contract-types';
import type { BannerData } from './banner-model';

/** SPEC 7: replication info is polled every 5 s (synchronization info with it, so its warning stays current). */
export const REPLICATION_POLL_MS = 5000;

interface Options {
  /** False for auditors (they never see banners) and once the session has timed out. */
  enabled: boolean;
  /** A new value refetches everything (navigation, an embedded page's resetIdleTimer). */
  refreshToken: unknown;
  onSessionLost: () => void;
}

/** The banners' data, refetched on refreshToken; replication polled on top. */
export function useBannerData({ enabled, refreshToken, onSessionLost }: Options): BannerData {
  const [data, setData] = useState<BannerData>({});

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const load = <K extends keyof BannerData>(key: K, path: string) =>
      fetchFrameData<NonNullable<BannerData[K]>>(path).then((result) => {
        if (!current) return;
        if (result.status === 401) return onSessionLost();
        // A failed answer keeps what was known rather than flashing banners away.
        if (result.body) setData((previous) => ({ ...previous, [key]: result.body }));
      });
    void load('license', 'licenseExpiryStatus');
    void load('internalDb', 'internalDbWarnings');
    void load('activePassive', 'activePassiveConsoleInfo');
    void load('administrators', 'activeAdministrators');
    return () => {
      current = false;
    };
  }, [enabled, refreshToken, onSessionLost]);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const pollReplication = () =>
      fetchFrameData<ReplicationInfo>('replicationInfo').then((result: FrameDataResult<ReplicationInfo>) => {
        if (!current) return;
        if (result.status === 401) return onSessionLost();
        if (result.body) setData((previous) => ({ ...previous, replication: result.body }));
      });
    const pollSynchronization = () =>
      fetchFrameData<SynchronizationInfo>('synchronizationInfo').then((result) => {
        if (!current) return;
        if (result.status === 401) return onSessionLost();
        const checkedAt = Date.now();
        if (result.body) setData((previous) => ({ ...previous, synchronization: result.body, synchronizationCheckedAt: checkedAt }));
      });
    const poll = () => Promise.all([pollReplication(), pollSynchronization()]);
    void poll();
    const timer = setInterval(() => void poll(), REPLICATION_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [enabled, refreshToken, onSessionLost]);

  return data;
}
