import type { components } from '../../../../generated/api-types.gen';

// Names for the contract shapes the page reads; the contract stays their only definition.
type Schemas = components['schemas'];
export type PingOneConnection = Schemas['PingOneConnection'];
export type PingOneConnections = Schemas['PingOneConnections'];
export type PingOneCredentialStatus = Schemas['PingOneCredentialStatus'];
export type ServiceAssociation = Schemas['ServiceAssociation'];
export type ServiceAssociations = Schemas['ServiceAssociations'];
export type ResourceUsages = Schemas['ResourceUsages'];
export type PingOneEnvironments = Schemas['PingOneEnvironments'];
