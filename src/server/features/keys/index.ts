/** The keys area: what other parts of the server may use of it. */
import type { Area, AreaHandlers } from '../../kernel/area';
import { certificateNotifications } from './certificate-notifications';
import { getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey } from './key-handlers';
export { certificateNotifications } from './certificate-notifications';
export { listExpiringCertificates, mayViewCertificates } from './expiring-certificates';
export { getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey } from './key-handlers';

export const keysArea: Area = {
  name: 'keys',
  uses: ['trusted-cas'],
  handlers: () => ({ getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey }) satisfies AreaHandlers,
  notifications: [certificateNotifications],
};
