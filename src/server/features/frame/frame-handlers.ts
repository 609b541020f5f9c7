/** Handlers of the console frame's data: shortcuts, cluster summary, banners and the bell. */
import type { Handler } from '../../kernel/handler-types';
import { clusterHandlers } from '../cluster/index';
import type { NavItem } from '../navigation/index';
import { shortcutHandlers } from '../shortcuts/index';
import { getActiveAdministrators } from './active-administrators';
import { getInternalDbWarnings } from './internal-db-warnings';
import { frameStatusHandler } from './frame-status';
import { getNotifications } from './notifications';
import { getLicenseExpiryStatus } from '../license/index';

export function frameHandlers(navTree: NavItem[]): [string, Handler][] {
  const cluster = new Map(clusterHandlers());
  const part = (operationId: string) => {
    const handler = cluster.get(operationId);
    if (!handler) throw new Error(`no handler for ${operationId}`);
    return handler;
  };
  return [
    ...shortcutHandlers(navTree),
    ...cluster,
    ['getActiveAdministrators', getActiveAdministrators],
    ['getInternalDbWarnings', getInternalDbWarnings],
    ['getNotifications', getNotifications],
    [
      'getFrameStatus',
      frameStatusHandler({
        notifications: getNotifications,
        licenseExpiryStatus: getLicenseExpiryStatus,
        internalDbWarnings: getInternalDbWarnings,
        activePassiveConsoleInfo: part('getActivePassiveConsoleInfo'),
        activeAdministrators: getActiveAdministrators,
        replicationInfo: part('getReplicationInfo'),
        synchronizationInfo: part('getSynchronizationInfo'),
      }),
    ],
  ];
}
