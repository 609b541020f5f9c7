import type { LicenseView } from './license-types';

/**
 * What a new license takes away compared with the installed one (SPEC 2.9), shown before the
 * upload so nobody loses OAuth or connections by accident. Absent limits mean unlimited; an
 * absent expiration means the license never expires.
 */
export type LicenseWarning =
  | { code: 'disablesOauth' }
  | { code: 'disablesWsTrust' }
  | { code: 'disablesProvisioning' }
  | { code: 'earlierExpiration'; current?: string; next: string }
  | { code: 'lowerConnectionLimit'; current?: number; next: number }
  | { code: 'lowerNodeLimit'; current?: number; next: number }
  | { code: 'connectionGroupModel' };

export function licenseWarnings(current: LicenseView | undefined, next: LicenseView): LicenseWarning[] {
  if (!current) return [];
  const warnings: LicenseWarning[] = [];
  if (current.oauthEnabled && !next.oauthEnabled) warnings.push({ code: 'disablesOauth' });
  if (current.wsTrustEnabled && !next.wsTrustEnabled) warnings.push({ code: 'disablesWsTrust' });
  if (current.provisioningEnabled && !next.provisioningEnabled) warnings.push({ code: 'disablesProvisioning' });
  if (expiresEarlier(current.expirationDate, next.expirationDate)) {
    warnings.push({ code: 'earlierExpiration', current: current.expirationDate, next: next.expirationDate! });
  }
  if (isLowerLimit(current.maxConnections, next.maxConnections)) {
    warnings.push({ code: 'lowerConnectionLimit', current: current.maxConnections, next: next.maxConnections! });
  }
  if (isLowerLimit(current.nodeLimit, next.nodeLimit)) {
    warnings.push({ code: 'lowerNodeLimit', current: current.nodeLimit, next: next.nodeLimit! });
  }
  if (!hasGroups(current) && hasGroups(next)) warnings.push({ code: 'connectionGroupModel' });
  return warnings;
}

function expiresEarlier(current: string | undefined, next: string | undefined): boolean {
  const nextTime = timeOf(next);
  if (nextTime === undefined) return false;
  const currentTime = timeOf(current);
  return currentTime === undefined || nextTime < currentTime;
}

function isLowerLimit(current: number | undefined, next: number | undefined): boolean {
  if (next === undefined || next === null) return false;
  return current === undefined || current === null || next < current;
}

function hasGroups(license: LicenseView): boolean {
  return (license.licenseGroups?.length ?? 0) > 0;
}

function timeOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}
