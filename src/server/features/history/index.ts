/** The history area: what other parts of the server may use of it. */
export { namespacePath } from './history-catalog';
export type { HistoryCatalog } from './history-catalog';
export { historyHandlers } from './history-handlers';
export { ACCOUNTS_NAMESPACE, observingChanges, recordingHistory } from './recording-store';
export { historyNameOf, secretOwnerObject, serverHistoryCatalog } from './server-history';
