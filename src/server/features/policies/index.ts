/** The policies area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { getPolicyRuleSources } from './policy-rules-handler';
export { getPolicyRuleSources } from './policy-rules-handler';

export const policiesArea: Area = {
  name: 'policies',
  uses: [],
  handlers: () => ({ getPolicyRuleSources }),
};
