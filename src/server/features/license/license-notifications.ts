/** The bell's license notification: the installed license's standing when it is not OK. */
import type { NotificationSource } from '../../kernel/notifications';
import { licenseStanding, type LicenseStatus } from './license-standing';

export const LICENSE_ROUTE = '/system/server/license';

const LABELS: Record<Exclude<LicenseStatus, 'OK'>, string> = {
  ERROR: 'License error',
  VIOLATION: 'License violation',
  WARNING: 'License expiring',
  UNKNOWN: 'License status unknown',
};

export const licenseNotifications: NotificationSource = async (server, now) => {
  const standing = await licenseStanding(server, now);
  if (standing.status === 'OK') return [];
  const label = standing.status === 'WARNING' && standing.prefix === 'License expired:' ? 'License expired' : LABELS[standing.status];
  return [{ id: 'license', label, description: standing.message ?? '', route: LICENSE_ROUTE }];
};
