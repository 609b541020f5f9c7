import type { LicenseView } from '../license/license-types';

/** What the operator enters across the five steps (SPEC 3 'Setup state'). */
export interface SetupConfiguration {
  baseUrl: string;
  connectPingOne: boolean;
  credential: string;
  /** The organization the validated credential names: the new connection's name. */
  organizationName?: string;
  license: LicenseChoice;
  username: string;
  password: string;
  passwordConfirmation: string;
}

export type LicenseChoice =
  | { kind: 'none' }
  | { kind: 'keep'; view: LicenseView }
  | { kind: 'new'; fileName: string; fileData: string; view: LicenseView };

export const DEFAULT_ADMIN_USERNAME = 'Administrator';

export function initialConfiguration(): SetupConfiguration {
  return {
    baseUrl: '',
    connectPingOne: false,
    credential: '',
    license: { kind: 'none' },
    username: DEFAULT_ADMIN_USERNAME,
    password: '',
    passwordConfirmation: '',
  };
}

export const SETUP_STEPS = ['baseUrl', 'pingOne', 'license', 'admin', 'review'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
