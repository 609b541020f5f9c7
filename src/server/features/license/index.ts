/** The license area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { LICENSE_SETTINGS_KEY } from './installed-license';
import { getLicenseAgreement, updateLicenseAgreement } from './agreement-handlers';
import { getLicense, getLicenseExpiryStatus, updateLicense, validateCurrentLicense, validateLicense } from './license-handlers';
import { licenseNotifications } from './license-notifications';
export { LICENSE_AGREEMENT_PATH, getLicenseAgreement, updateLicenseAgreement } from './agreement-handlers';
export { registerAgreementText } from './agreement-text-route';
export { installDemoLicense } from './demo-license';
export { LICENSE_SETTINGS_KEY } from './installed-license';
export { getLicense, getLicenseExpiryStatus, updateLicense, validateCurrentLicense, validateLicense } from './license-handlers';
export { licenseNotifications } from './license-notifications';

export const licenseArea: Area = {
  name: 'license',
  uses: [],
  handlers: () => ({ getLicenseAgreement, updateLicenseAgreement, getLicense, updateLicense, validateLicense, validateCurrentLicense, getLicenseExpiryStatus }),
  notifications: [licenseNotifications],
  history: [{ namespace: LICENSE_SETTINGS_KEY, label: 'License', route: '/system/server/license' }],
};
