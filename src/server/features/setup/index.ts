/** The setup area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { setupHandlers } from './setup-handlers';
export { setupHandlers } from './setup-handlers';

export const setupArea: Area = {
  name: 'setup',
  uses: ['pingone'],
  handlers: () => setupHandlers,
};
