/** The keys area: what other parts of the server may use of it. */
import { untypedHandlers, type Area } from '../../kernel/area';
import { certificateNotifications } from './certificate-notifications';
import { getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey } from './key-handlers';
export { certificateNotifications } from './certificate-notifications';
export { listExpiringCertificates, mayViewCertificates } from './expiring-certificates';
export { getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey } from './key-handlers';

export const keysArea: Area = {
  name: 'keys',
  uses: ['trusted-cas'],
  handlers: () => untypedHandlers(({ getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey })),
  notifications: [certificateNotifications],
};
