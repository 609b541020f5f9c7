/** The cluster area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { CLUSTER_SETTINGS_KEY } from './cluster-settings';
import { clusterHandlers } from './cluster-handlers';
export { clusterHandlers } from './cluster-handlers';
export { CLUSTER_SETTINGS_KEY, getClusterSettings } from './cluster-settings';

export const clusterArea: Area = {
  name: 'cluster',
  uses: [],
  handlers: () => clusterHandlers,
  history: [{ namespace: CLUSTER_SETTINGS_KEY, label: 'Cluster Settings', route: '/system/server/cluster-management' }],
};
