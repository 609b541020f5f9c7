/** The bell's certificate notification: how many certificates expired or expire soon, for those who may see them. */
import { EXPIRY_WARNING_DAYS } from '../../../shared/certificate-expiry';
import type { NotificationSource } from '../../kernel/notifications';
import { listExpiringCertificates, mayViewCertificates } from './expiring-certificates';

/** The legacy entry that lists them (SPEC 2.1: it highlights the system node). */
export const CERTIFICATE_EXPIRY_ROUTE = '/certificateExpiryWarnings';

const certificates = (count: number) => (count === 1 ? '1 certificate' : `${count} certificates`);

export const certificateNotifications: NotificationSource = async (server, now, caller) => {
  if (!mayViewCertificates(caller)) return [];
  const expiring = await listExpiringCertificates(server.store, now.getTime());
  if (expiring.length === 0) return [];
  const expired = expiring.filter((certificate) => certificate.state.kind === 'expired').length;
  const soon = expiring.length - expired;
  const parts = [
    ...(expired ? [`${certificates(expired)} ${expired === 1 ? 'has' : 'have'} expired`] : []),
    ...(soon ? [`${certificates(soon)} ${soon === 1 ? 'expires' : 'expire'} within ${EXPIRY_WARNING_DAYS} days`] : []),
  ];
  return [
    {
      id: 'certificateExpiry',
      label: expired ? 'Certificates expired' : 'Certificates expiring',
      description: `${parts.join(' and ')}. Replace them before partners stop trusting the server.`,
      route: CERTIFICATE_EXPIRY_ROUTE,
    },
  ];
};
