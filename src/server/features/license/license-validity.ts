/**
 * Whether a genuine license applies to this server now: product, version, and the time window
 * (issue date to expiration date plus grace period). Answers the reasons it does not.
 */
import { CONSOLE_TITLE, SERVER_VERSION } from '../../core/product';
import type { LicenseTerms } from './license-terms';

export const LICENSED_PRODUCT = CONSOLE_TITLE;
const DAY_MS = 86_400_000;

/** The last moment the license works: expiration date plus grace period; undefined: never ends. */
export function licenseEnd(terms: LicenseTerms): number | undefined {
  if (!terms.expirationDate) return undefined;
  return Date.parse(terms.expirationDate) + (terms.gracePeriod ?? 0) * DAY_MS;
}

/** The major.minor numbers of a version string ('12.1.0' -> [12, 1]). */
function majorMinor(version: string): [number, number | undefined] {
  const [major, minor] = version.split('.');
  return [Number(major), minor === undefined ? undefined : Number(minor)];
}

/** Enforcement bit 4: the license is restricted to its minor version, not just its major one. */
export const enforcesMinorVersion = (terms: LicenseTerms) => (Number(terms.enforcementType) & 4) !== 0;

export function licenseValidityProblems(terms: LicenseTerms, now: Date = new Date(), serverVersion = SERVER_VERSION): string[] {
  const problems: string[] = [];
  if (terms.product !== LICENSED_PRODUCT) problems.push(`The license is for ${terms.product}, not ${LICENSED_PRODUCT}.`);

  const [licensedMajor, licensedMinor] = majorMinor(terms.version);
  const [major, minor] = majorMinor(serverVersion);
  const minorMismatch = enforcesMinorVersion(terms) && licensedMinor !== undefined && licensedMinor !== minor;
  if (licensedMajor !== major || minorMismatch) {
    problems.push(`The license is for version ${terms.version}; this server is version ${serverVersion}.`);
  }

  if (Date.parse(terms.issueDate) > now.getTime()) problems.push(`The license is not valid until ${terms.issueDate}.`);
  const end = licenseEnd(terms);
  if (end !== undefined && end < now.getTime()) problems.push(`The license expired on ${terms.expirationDate}.`);
  return problems;
}
