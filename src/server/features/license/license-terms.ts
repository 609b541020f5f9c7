/**
 * The terms a license grants (SPEC §3) and the check that a license object holds them in the
 * expected shape. Problems are reported as sentences for the person uploading the file.
 */

export const LICENSE_TIERS = ['FREE', 'PERPETUAL', 'SUBSCRIPTION'] as const;

export interface LicenseFeature {
  name: string;
  value: string;
}

export interface LicenseGroup {
  name: string;
  connectionCount: number;
  /** ISO 8601 date-time. */
  startDate: string;
  endDate: string;
}

export interface LicenseTerms {
  id: string;
  name: string;
  organization: string;
  product: string;
  version: string;
  tier: string;
  /** ISO 8601 date-time. */
  issueDate: string;
  /** ISO 8601 date-time; absent: the license does not expire. */
  expirationDate?: string;
  /** Absent: unlimited. */
  maxConnections?: number;
  /** Absent: unlimited. */
  nodeLimit?: number;
  /** A decimal digit 0-7: 1 shutdown on expire, 2 notify on expire, 4 enforce minor version. */
  enforcementType: string;
  features: LicenseFeature[];
  provisioningEnabled: boolean;
  wsTrustEnabled: boolean;
  oauthEnabled: boolean;
  bridgeMode: boolean;
  /** Non-empty: the connection-group licensing model. */
  licenseGroups: LicenseGroup[];
  /** Days the license keeps working after its expiration date. */
  gracePeriod?: number;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isCount = (value: unknown, min: number): value is number => Number.isInteger(value) && (value as number) >= min;

/** The list of problems with `value` as license terms; empty when it is well-formed. */
export function licenseTermProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['the license object is missing'];
  const problems: string[] = [];
  for (const field of ['id', 'name', 'organization', 'product', 'version'] as const) {
    if (!isText(value[field])) problems.push(`${field} must be a non-empty string`);
  }
  if (!LICENSE_TIERS.includes(value.tier as (typeof LICENSE_TIERS)[number])) problems.push(`tier must be one of ${LICENSE_TIERS.join(', ')}`);
  if (!isDateTime(value.issueDate)) problems.push('issueDate must be an ISO 8601 date-time');
  if (value.expirationDate !== undefined && !isDateTime(value.expirationDate)) problems.push('expirationDate must be an ISO 8601 date-time');
  if (value.maxConnections !== undefined && !isCount(value.maxConnections, 0)) problems.push('maxConnections must be a whole number');
  if (value.nodeLimit !== undefined && !isCount(value.nodeLimit, 1)) problems.push('nodeLimit must be a whole number above 0');
  if (value.gracePeriod !== undefined && !isCount(value.gracePeriod, 0)) problems.push('gracePeriod must be a whole number of days');
  if (typeof value.enforcementType !== 'string' || !/^[0-7]$/.test(value.enforcementType)) problems.push('enforcementType must be a digit from 0 to 7');
  for (const flag of ['provisioningEnabled', 'wsTrustEnabled', 'oauthEnabled', 'bridgeMode'] as const) {
    if (typeof value[flag] !== 'boolean') problems.push(`${flag} must be true or false`);
  }
  if (!Array.isArray(value.features) || !value.features.every((f) => isRecord(f) && isText(f.name) && typeof f.value === 'string')) {
    problems.push('features must be a list of {name, value}');
  }
  const groups = value.licenseGroups;
  if (
    !Array.isArray(groups) ||
    !groups.every((g) => isRecord(g) && isText(g.name) && isCount(g.connectionCount, 0) && isDateTime(g.startDate) && isDateTime(g.endDate))
  ) {
    problems.push('licenseGroups must be a list of {name, connectionCount, startDate, endDate}');
  }
  return problems;
}
