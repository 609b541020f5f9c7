/** The setup area: what other parts of the server may use of it. */
import { untypedHandlers, type Area } from '../../kernel/area';
import { setupHandlers } from './setup-handlers';
export { setupHandlers } from './setup-handlers';

export const setupArea: Area = {
  name: 'setup',
  uses: ['pingone'],
  handlers: () => untypedHandlers(Object.fromEntries(setupHandlers())),
};
