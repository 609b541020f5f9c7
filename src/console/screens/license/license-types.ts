import type { components } from '../../../../generated/api-types.gen';

// Names for the contract shapes the License page and the setup wizard read.
export type LicenseView = components['schemas']['LicenseView'];
export type ConnectionGroupLicenseView = components['schemas']['ConnectionGroupLicenseView'];
