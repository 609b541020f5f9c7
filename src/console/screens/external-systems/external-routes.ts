/** The console routes of the External Systems pages the overview leads to. */
export const EXTERNAL_SYSTEMS_ROUTE = '/system/external-systems';
export const CONNECTIONS_ROUTE = '/system/external-systems/pingone-connections';
export const ENTERPRISE_ROUTE = '/system/external-systems/pingone-for-enterprise';
export const IDENTITY_REPOSITORY_ROUTE = '/pingOneIdentityRepository';
