/**
 * The pingone-enterprise area: PingFederate's connection to PingOne for Enterprise (its six
 * operations and the console's connect), over the PingOne for Enterprise admin API (--pingone-enterprise-url).
 */
import type { Area } from '../../kernel/area';
import { p14eHandlers } from './p14e-handlers';
import { P14E_SETTINGS } from './p14e-state';
export { NOT_CONNECTED_MESSAGE, NOT_CONNECTED_RESULT_ID } from './p14e-state';
export { PingOneEnterpriseService } from '../../services/pingone-enterprise-service';
export type { PingOneEnterpriseServiceOptions } from '../../services/pingone-enterprise-service';

export const pingoneEnterpriseArea: Area = {
  name: 'pingone-enterprise',
  uses: ['connections', 'server-settings'],
  handlers: ({ pingOneEnterprise, definitions }) => p14eHandlers(pingOneEnterprise, definitions),
  // The settings document and, as its secrets, the authentication keys' private keys (recorded masked).
  history: [{ namespace: P14E_SETTINGS, label: 'PingOne for Enterprise' }],
};
