/** The history area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { historyHandlers } from './history-handlers';
import { serverHistoryCatalog } from './server-history';
import { routeBindings } from '../../../../generated/server-routes.gen';
import { REPLICATION_NAMESPACE } from './change-log';
export { namespacePath } from './history-catalog';
export type { HistoryCatalog } from './history-catalog';
export { historyHandlers } from './history-handlers';
export { ACCOUNTS_NAMESPACE, observingChanges, recordingHistory } from './recording-store';
export { historyNameOf, secretOwnerObjectOf, serverHistoryCatalog } from './server-history';

export const historyArea: Area = {
  name: 'history',
  uses: ['search'],
  handlers: ({ definitions, history }) => historyHandlers(serverHistoryCatalog(history), routeBindings, definitions),
  // The cluster's replication log, guarded by the cluster status read.
  history: [{ namespace: REPLICATION_NAMESPACE, label: 'Cluster Replication', route: '/system/server/cluster-management', readPath: '/cluster/status' }],
};
