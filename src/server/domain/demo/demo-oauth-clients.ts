/**
 * --demo OAuth clients, one of each common kind. Shapes follow PingFederate 12.1's Client; the
 * secrets are demo values, stored encrypted like any other.
 */
export const OAUTH_CLIENTS_STORE = '/oauth/clients';

export const demoOauthClients = [
  {
    clientId: 'customer-portal',
    name: 'Customer Portal',
    description: 'The customer web portal: sign-on with the authorization code grant.',
    enabled: true,
    grantTypes: ['AUTHORIZATION_CODE', 'REFRESH_TOKEN'],
    redirectUris: ['https://portal.example.com/oauth/callback', 'https://portal.example.com/silent-renew'],
    clientAuth: { type: 'SECRET', secret: 'portal-Demo-Secret-2026' },
    requireProofKeyForCodeExchange: true,
    restrictScopes: true,
    restrictedScopes: ['profile', 'email', 'accounts.read'],
    persistentGrantExpirationType: 'OVERRIDE_SERVER_DEFAULT',
    persistentGrantExpirationTime: 30,
    persistentGrantExpirationTimeUnit: 'DAYS',
    logoUrl: 'https://portal.example.com/logo.png',
    extendedParameters: { tenant: { values: ['retail'] } },
  },
  {
    clientId: 'mobile-banking',
    name: 'Mobile Banking App',
    description: 'A public native app: PKCE instead of a secret.',
    enabled: true,
    grantTypes: ['AUTHORIZATION_CODE', 'REFRESH_TOKEN'],
    redirectUris: ['com.example.banking:/oauth2redirect'],
    clientAuth: { type: 'NONE' },
    requireProofKeyForCodeExchange: true,
    bypassApprovalPage: true,
    refreshRolling: 'ROLL',
  },
  {
    clientId: 'inventory-service',
    name: 'Inventory Service',
    description: 'A back-end service calling APIs on its own behalf.',
    enabled: true,
    grantTypes: ['CLIENT_CREDENTIALS'],
    clientAuth: { type: 'SECRET', secret: 'inventory-Demo-Secret-2026' },
    restrictScopes: true,
    restrictedScopes: ['accounts.read'],
  },
  {
    clientId: 'orders-api',
    name: 'Orders API',
    description: 'A resource server that validates access tokens.',
    enabled: true,
    grantTypes: ['ACCESS_TOKEN_VALIDATION'],
    clientAuth: { type: 'SECRET', secret: 'orders-Demo-Secret-2026' },
  },
  {
    clientId: 'lobby-tv',
    name: 'Lobby Display',
    description: 'A device without a keyboard: the device authorization grant.',
    enabled: false,
    grantTypes: ['DEVICE_CODE', 'REFRESH_TOKEN'],
    clientAuth: { type: 'NONE' },
  },
];
