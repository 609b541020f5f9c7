/** Handlers of the console frame's data: shortcuts, cluster summary, banners and the bell. */
import type { RouteHandler } from '../../kernel/handler-types';
import { clusterHandlers } from '../cluster/index';
import { getActiveAdministrators } from './active-administrators';
import { getInternalDbWarnings } from './internal-db-warnings';
import { frameStatusHandler } from './frame-status';
import type { NotificationSource } from '../../kernel/notifications';
import { notificationsHandler } from './notifications';
import { getLicenseExpiryStatus } from '../license/index';

/** The frame's own operations; the cluster's parts of the frame status are its area's handlers. */
export function frameHandlers(notificationSources: readonly NotificationSource[]): [string, RouteHandler][] {
  const getNotifications = notificationsHandler(notificationSources);
  const cluster = new Map(clusterHandlers());
  const part = (operationId: string) => {
    const handler = cluster.get(operationId);
    if (!handler) throw new Error(`no handler for ${operationId}`);
    return handler;
  };
  return [
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
