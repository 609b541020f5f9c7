/** The archive area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { serverBulkConfiguration } from '../bulk/index';
import { archiveHandlers } from './archive-handlers';
export { archiveHandlers } from './archive-handlers';

export const archiveArea: Area = {
  name: 'archive',
  uses: ['bulk'],
  handlers: (setup) => archiveHandlers(serverBulkConfiguration(setup)),
};
