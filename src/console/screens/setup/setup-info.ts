import type { components } from '../../../../generated/api-types.gen';

export type InitialSetupInfo = components['schemas']['InitialSetupInfo'];
export type PingOneCredentialInfo = components['schemas']['PingOneCredentialInfo'];
