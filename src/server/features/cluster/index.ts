/** The cluster area: what other parts of the server may use of it. */
export { clusterHandlers } from './cluster-handlers';
export { CLUSTER_SETTINGS_KEY, getClusterSettings } from './cluster-settings';
