import type { components } from '../../../../generated/api-types.gen';
import { operations } from '../../../../generated/operations.gen';
import type { LicenseView } from '../license/license-types';
import type { PasswordRules } from './password-requirements';
import { callSetup, fetchAgreementText } from './setup-client';
import type { InitialSetupInfo } from './setup-info';

type LicenseAgreementInfo = components['schemas']['LicenseAgreementInfo'];
type DefaultBaseUrl = components['schemas']['DefaultBaseUrl'];

export interface AgreementData {
  info: InitialSetupInfo;
  text: string;
  agreementUrl?: string;
}

export interface WizardData {
  defaultBaseUrl: string;
  rules: PasswordRules;
  /** The installed license when it is valid (it can be kept). */
  currentLicense?: LicenseView;
}

/** What the terms screen needs; undefined when the server cannot be reached or answers oddly. */
export async function loadAgreement(): Promise<AgreementData | undefined> {
  const [info, agreement, text] = await Promise.all([
    callSetup<InitialSetupInfo>(operations.getInitialSetupInfo),
    callSetup<LicenseAgreementInfo>(operations.getLicenseAgreement),
    fetchAgreementText(),
  ]);
  if (!info.ok || !info.data || !agreement.ok || !text.ok) return undefined;
  return { info: info.data, text: text.data ?? '', agreementUrl: agreement.data?.licenseAgreementUrl };
}

export async function acceptAgreement(): Promise<boolean> {
  const accepted = await callSetup<LicenseAgreementInfo>(operations.updateLicenseAgreement, { body: { accepted: true } });
  return accepted.ok && accepted.data?.accepted === true;
}

/** What the steps need from the server; a 422 on the current license only means there is none to keep. */
export async function loadWizardData(): Promise<WizardData | undefined> {
  const [baseUrl, rules, license] = await Promise.all([
    callSetup<DefaultBaseUrl>(operations.getDefaultBaseUrl),
    callSetup<PasswordRules>(operations.getAdminPasswordRules),
    callSetup<LicenseView>(operations.validateCurrentLicense),
  ]);
  if (!baseUrl.ok || !baseUrl.data || !rules.ok || !rules.data) return undefined;
  if (!license.ok && license.status !== 422 && license.status !== 404) return undefined;
  return { defaultBaseUrl: baseUrl.data.baseUrl, rules: rules.data, currentLicense: license.ok ? license.data : undefined };
}

/** Whether the server says setup is over (false when it cannot be asked). */
export async function isSetupComplete(): Promise<boolean> {
  const session = await callSetup<{ initialSetupComplete?: boolean }>(operations.getSession);
  return session.ok && session.data?.initialSetupComplete === true;
}
