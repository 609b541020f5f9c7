/** The keys area: what other parts of the server may use of it. */
export { certificateNotifications } from './certificate-notifications';
export { listExpiringCertificates, mayViewCertificates } from './expiring-certificates';
export { getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey } from './key-handlers';
