/**
 * The ids of demo objects that tests name. The objects themselves are data (seeds/demo); these
 * repeat their ids so a test says which one it means.
 */
export const DEMO_SIGNING_KEYS = {
  rsaStatic: 'token-signing-rsa',
  rsaPartner: 'partner-signing-rsa',
  p256: 'token-signing-p256',
  p384: 'partner-signing-p384',
} as const;
export const DEMO_KEY_SET_ID = 'partner-tokens';
export const DEMO_KEY_SET_ISSUER = 'partners';
export const DEMO_RUNTIME_SSL_KEY_PAIR = 'sso-example-com';
export const DEMO_TRUSTED_CAS = {
  root: 'example-root-ca',
  partner: 'partner-issuing-ca',
  retired: 'retired-partner-ca',
} as const;
export const DEMO_HEALTHY_CONNECTION_ID = 'acme-production';
export const DEMO_HEALTHY_CREDENTIAL_ID = '3c1e2b4a-5d6f-4a7b-8c9d-0e1f2a3b4c01';
export const DEMO_REJECTED_CONNECTION_ID = 'acme-staging';
export const DEMO_REJECTED_CREDENTIAL_ID = '3c1e2b4a-5d6f-4a7b-8c9d-0e1f2a3b4c02';
export const DEMO_PINGONE_ADAPTER_ID = 'PingOneMFAAdapter';
export const DEMO_DEFAULT_SCOPE_DESCRIPTION = 'This application asks for access to your account.';
export { demoPingOneConnections as demoPingOneConnectionsOf } from '../../../src/server/compose/demo/demo-files';
