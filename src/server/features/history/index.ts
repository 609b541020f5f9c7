/** The history area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { historyHandlers } from './history-handlers';
import { serverHistoryCatalog } from './server-history';
import { routeBindings } from '../../../../generated/server-routes.gen';
export { namespacePath } from './history-catalog';
export type { HistoryCatalog } from './history-catalog';
export { historyHandlers } from './history-handlers';
export { ACCOUNTS_NAMESPACE, observingChanges, recordingHistory } from './recording-store';
export { historyNameOf, secretOwnerObject, serverHistoryCatalog } from './server-history';

export const historyArea: Area = {
  name: 'history',
  uses: ['cluster', 'legacy', 'license', 'log-settings', 'oauth', 'pingone', 'search', 'server-settings', 'signing-keys', 'ssl-server'],
  handlers: ({ definitions }) => historyHandlers(serverHistoryCatalog(), routeBindings, definitions),
};
