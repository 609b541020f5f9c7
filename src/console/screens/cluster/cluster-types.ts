import type { components } from '../../../../generated/api-types.gen';

// Names for the contract shapes the page reads; the contract stays their only definition.
type Schemas = components['schemas'];
export type ClusterStatus = Schemas['ClusterStatus'];
export type ClusterNode = Schemas['ClusterNode'];
export type ClusterSettings = Schemas['ClusterSettings'];
export type ClientStorage = Schemas['ClientStorage'];
export type ActivePassiveConsoleInfo = Schemas['ActivePassiveConsoleInfo'];
export type SynchronizationInfo = Schemas['SynchronizationInfo'];
export type ReplicationInfo = Schemas['ReplicationInfo'];
export type ClusterNodes = Schemas['ClusterNodes'];
