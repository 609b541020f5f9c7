/**
 * A stable icon name per navigation item, used by the dashboard shortcuts. The console maps the
 * names to glyphs; the names stay the same when labels or routes change.
 */
import type { NavItem } from './nav-item';

const ICONS: Readonly<Record<string, string>> = Object.freeze({
  authentication: 'authentication',
  idpConnections: 'connections',
  idpAdapters: 'adapters',
  policies: 'policies',
  fragments: 'fragments',
  selectors: 'selectors',
  sessions: 'sessions',
  policyContracts: 'contracts',
  localIdentityProfiles: 'identity',
  policyContractGrantMapping: 'mapping',
  applications: 'applications',
  spConnections: 'connections',
  spAdapters: 'adapters',
  oauthClients: 'clients',
  accessTokenManagement: 'tokens',
  accessTokenMappings: 'mapping',
  openIdConnectPolicyManagement: 'policies',
  security: 'security',
  signingAndDecryptionKeys: 'key',
  trustedCAs: 'certificate',
  sslServerCertificates: 'certificate',
  partnerMetadataUrls: 'metadata',
  tokenSigningKeys: 'key',
  configurationEncryptionKeys: 'key',
  redirectValidation: 'shield',
  system: 'server',
  license: 'license',
  virtualHostNames: 'server',
  administrativeAccounts: 'users',
  extendedProperties: 'properties',
  notificationPublishers: 'notifications',
  logSettings: 'logs',
  clusterManagement: 'cluster',
  configurationHistory: 'logs',
  configurationArchive: 'download',
  dataStores: 'database',
  passwordCredentialValidators: 'validators',
  externalSystems: 'cloud',
  pingOneConnections: 'cloud',
  authorizationServerSettings: 'settings',
  scopeManagement: 'scopes',
  authorizationDetailTypes: 'details',
  virtualIssuers: 'issuers',
});

/** The item's own icon, else its area's (so an item added by a page schema still has one). */
export function iconName(item: NavItem, area: NavItem): string {
  return ICONS[item.id] ?? ICONS[area.id] ?? 'page';
}
