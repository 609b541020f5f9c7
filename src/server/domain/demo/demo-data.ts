/** The sample data of --demo: who can sign in, and a few objects to look at. */
export const DEMO_PASSWORD = '2FederateM0re!';

export const demoAccounts = [
  {
    username: 'Administrator',
    description: 'Demo administrator with every role',
    roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'],
  },
  { username: 'auditor', description: 'Demo auditor (read-only)', auditor: true, roles: [] },
  { username: 'crypto', description: 'Demo crypto administrator', roles: ['CRYPTO_ADMINISTRATOR'] },
  { username: 'useradmin', description: 'Demo user administrator', roles: ['USER_ADMINISTRATOR'] },
  { username: 'expression', description: 'Demo expression administrator', roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] },
];

export const demoVirtualIssuers = [
  { id: 'emea', name: 'EMEA Issuer', description: 'Tokens for the European tenants.', host: 'emea.auth.example.com', path: '/emea' },
  { id: 'americas', name: 'Americas Issuer', description: 'Tokens for the American tenants.', host: 'us.auth.example.com', path: '/us' },
  { id: 'partners', name: 'Partner Issuer', description: 'Tokens for partner applications.', host: 'partners.example.com' },
];

export const demoVirtualHostNames = ['auth.example.com', 'sso.example.com'];
