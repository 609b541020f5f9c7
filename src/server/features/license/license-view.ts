/** LicenseView (GET /license and the validation calls): the license terms plus what is in use. */
import type { components } from '../../../../generated/api-types.gen';
import type { LicenseTerms } from './license-terms';

export function licenseView(terms: LicenseTerms, usedConnections: number): components['schemas']['LicenseView'] {
  return {
    id: terms.id,
    name: terms.name,
    organization: terms.organization,
    product: terms.product,
    version: terms.version,
    tier: terms.tier,
    issueDate: terms.issueDate,
    ...(terms.expirationDate !== undefined && { expirationDate: terms.expirationDate }),
    ...(terms.maxConnections !== undefined && { maxConnections: terms.maxConnections }),
    usedConnections,
    ...(terms.nodeLimit !== undefined && { nodeLimit: terms.nodeLimit }),
    ...(terms.gracePeriod !== undefined && { gracePeriod: terms.gracePeriod }),
    enforcementType: terms.enforcementType,
    features: terms.features.map(({ name, value }) => ({ name, value })),
    provisioningEnabled: terms.provisioningEnabled,
    wsTrustEnabled: terms.wsTrustEnabled,
    oauthEnabled: terms.oauthEnabled,
    bridgeMode: terms.bridgeMode,
    licenseGroups: terms.licenseGroups.map(({ name, connectionCount, startDate, endDate }) => ({ name, connectionCount, startDate, endDate })),
  };
}
