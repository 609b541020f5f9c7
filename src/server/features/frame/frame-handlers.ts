/** Handlers of the console frame's data: shortcuts, cluster summary, banners and the bell. */
import type { AreaHandlers } from '../../kernel/area';
import { clusterHandlers } from '../cluster/index';
import { getActiveAdministrators } from './active-administrators';
import { getInternalDbWarnings } from './internal-db-warnings';
import { frameStatusHandler } from './frame-status';
import type { NotificationSource } from '../../kernel/notifications';
import { notificationsHandler } from './notifications';
import { getLicenseExpiryStatus } from '../license/index';

/** The frame's own operations; the cluster's parts of the frame status are its area's handlers. */
export function frameHandlers(notificationSources: readonly NotificationSource[]) {
  const getNotifications = notificationsHandler(notificationSources);
  return {
    getActiveAdministrators,
    getInternalDbWarnings,
    getNotifications,
    getFrameStatus: frameStatusHandler({
      notifications: getNotifications,
      licenseExpiryStatus: getLicenseExpiryStatus,
      internalDbWarnings: getInternalDbWarnings,
      activePassiveConsoleInfo: clusterHandlers.getActivePassiveConsoleInfo,
      activeAdministrators: getActiveAdministrators,
      replicationInfo: clusterHandlers.getReplicationInfo,
      synchronizationInfo: clusterHandlers.getSynchronizationInfo,
    }),
  } satisfies AreaHandlers;
}
