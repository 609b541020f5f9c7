import { t } from '../../i18n/t';
import { formatLicenseDate } from './license-dates';
import type { LicenseView } from './license-types';

export interface LicenseDetailRow {
  key: string;
  label: string;
  value: string;
}

/** The details table (SPEC 3 labels and rules); productVersion is the running server's version. */
export function licenseDetailRows(license: LicenseView, productVersion: string | undefined): LicenseDetailRow[] {
  const rows: [string, string][] = [
    ['id', text(license.id)],
    ['name', text(license.name)],
    ['productVersion', text(productVersion)],
    ['restrictedVersion', text(restrictedVersion(license.version, license.enforcementType))],
    ['organization', text(license.organization)],
    ['issueDate', formatLicenseDate(license.issueDate) ?? t('license.value.none')],
    ['expirationDate', formatLicenseDate(license.expirationDate) ?? t('license.value.never')],
    ['maxConnections', connectionLimit(license.maxConnections, license.usedConnections)],
    ['nodeLimit', license.nodeLimit === undefined || license.nodeLimit === null ? t('license.value.unlimited') : String(license.nodeLimit)],
    ['provisioning', enabled(license.provisioningEnabled)],
    ['wsTrust', enabled(license.wsTrustEnabled)],
    ['oauth', enabled(license.oauthEnabled)],
    ['tier', text(license.tier)],
  ];
  return rows.map(([key, value]) => ({ key, label: t(`license.field.${key}`), value }));
}

/** Only the major version restricts the license unless minor versions are enforced (bit 4). */
export function restrictedVersion(version: string | undefined, enforcementType: string | undefined): string | undefined {
  if (!version) return undefined;
  const enforcement = Number.parseInt(enforcementType ?? '', 10);
  if (Number.isFinite(enforcement) && enforcement >= 4) return version;
  return version.split('.')[0];
}

/** SPEC 9: no maximum means 'Unlimited', with the count in use. */
export function connectionLimit(maxConnections: number | undefined, usedConnections: number | undefined): string {
  const hasUsed = usedConnections !== undefined && usedConnections !== null;
  if (maxConnections === undefined || maxConnections === null) {
    return hasUsed ? t('license.value.unlimitedInUse', { used: usedConnections }) : t('license.value.unlimited');
  }
  return hasUsed ? t('license.value.limitInUse', { limit: maxConnections, used: usedConnections }) : String(maxConnections);
}

function enabled(flag: boolean | undefined): string {
  return flag ? t('license.value.enabled') : t('license.value.disabled');
}

function text(value: string | undefined): string {
  return value ? value : t('license.value.none');
}
