/** The demo area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
export { DEMO_REJECTED_CREDENTIAL_ID } from './pingone-demo-data';
export { VIRTUAL_ISSUERS_PAGE, seedDemoData } from './seed-demo-data';

export const demoArea: Area = {
  name: 'demo',
  uses: ['accounts', 'legacy', 'log-settings', 'oauth', 'pingone', 'signing-keys', 'ssl-server', 'trusted-cas'],
};
