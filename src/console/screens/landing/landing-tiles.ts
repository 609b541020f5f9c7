/**
 * The tiles of each landing page (SPEC 2.7), in the SPEC's order. A tile names the navigation
 * item it opens (its link comes from the server's navigation tree), its icon, and its text keys.
 */
export type LandingArea = 'authentication' | 'applications' | 'security' | 'system';

export interface LandingTile {
  /** The navigation item id the tile opens. */
  navId: string;
  iconName: string;
  /** Tiles of certificates and keys, offered only to crypto administrators and auditors (SPEC 6). */
  crypto?: boolean;
}

export const landingTiles: Record<LandingArea, LandingTile[]> = {
  authentication: [
    { navId: 'idpConnections', iconName: 'connection' },
    { navId: 'idpAdapters', iconName: 'adapter' },
    { navId: 'fragments', iconName: 'fragment' },
    { navId: 'policies', iconName: 'policy' },
    { navId: 'selectors', iconName: 'selector' },
    { navId: 'sessions', iconName: 'session' },
    { navId: 'localIdentityProfiles', iconName: 'profile' },
    { navId: 'policyContractGrantMapping', iconName: 'mapping' },
  ],
  applications: [
    { navId: 'spConnections', iconName: 'connection' },
    { navId: 'spAdapters', iconName: 'adapter' },
    { navId: 'oauthClients', iconName: 'client' },
    { navId: 'accessTokenManagement', iconName: 'token' },
    { navId: 'accessTokenMappings', iconName: 'mapping' },
    { navId: 'openIdConnectPolicyManagement', iconName: 'openid' },
  ],
  security: [
    { navId: 'signingAndDecryptionKeys', iconName: 'key', crypto: true },
    { navId: 'trustedCAs', iconName: 'certificate', crypto: true },
    { navId: 'sslServerCertificates', iconName: 'lock', crypto: true },
    { navId: 'partnerMetadataUrls', iconName: 'link', crypto: true },
    { navId: 'redirectValidation', iconName: 'redirect' },
  ],
  system: [
    { navId: 'dataStores', iconName: 'database' },
    { navId: 'passwordCredentialValidators', iconName: 'password' },
    { navId: 'administrativeAccounts', iconName: 'users' },
    { navId: 'extendedProperties', iconName: 'properties' },
    { navId: 'authorizationServerSettings', iconName: 'server' },
    { navId: 'scopeManagement', iconName: 'scope' },
    { navId: 'notificationPublishers', iconName: 'notification' },
    { navId: 'virtualHostNames', iconName: 'globe' },
  ],
};

export function isLandingArea(value: string): value is LandingArea {
  return value in landingTiles;
}

/** The area of a landing route: `/security` → `security`. */
export function landingAreaOf(route: string): LandingArea | undefined {
  const area = route.replace(/^\/+|\/+$/g, '');
  return isLandingArea(area) ? area : undefined;
}
