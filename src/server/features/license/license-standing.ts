/**
 * The installed license's standing for the console banner and notifications:
 * ERROR    none installed, not genuine, not for this server, or expired past its grace period;
 * VIOLATION more connections in use than it allows;
 * WARNING  expiring within 30 days, or expired but still in its grace period;
 * OK       otherwise; UNKNOWN when the server cannot tell (the store could not be read).
 */
import type { ServerContext } from '../../kernel/handler-types';
import { licenseProblems, NO_LICENSE_MESSAGE } from './license-check';
import { readInstalledLicenseFile } from './installed-license';
import { licenseEnd } from './license-validity';
import { countUsedConnections } from './used-connections';

export type LicenseStatus = 'OK' | 'WARNING' | 'ERROR' | 'VIOLATION' | 'UNKNOWN';

export interface LicenseStanding {
  status: LicenseStatus;
  prefix?: string;
  message?: string;
}

export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

const day = (iso: string) => iso.slice(0, 10);

export async function licenseStanding(server: ServerContext, now: Date): Promise<LicenseStanding> {
  try {
    const file = await readInstalledLicenseFile(server.store);
    if (!file) return { status: 'ERROR', prefix: 'License error:', message: `${NO_LICENSE_MESSAGE} Import a license to use the server.` };
    const { terms, problems } = licenseProblems(server, file, now);
    if (!terms) return { status: 'ERROR', prefix: 'License error:', message: problems.join(' ') };

    const used = await countUsedConnections(server.store);
    if (terms.maxConnections !== undefined && used > terms.maxConnections) {
      return {
        status: 'VIOLATION',
        prefix: 'License violation:',
        message: `${used} connections are in use but the license allows ${terms.maxConnections}.`,
      };
    }
    if (terms.expirationDate) {
      const expires = Date.parse(terms.expirationDate);
      if (expires < now.getTime()) {
        const end = new Date(licenseEnd(terms) ?? expires).toISOString();
        return {
          status: 'WARNING',
          prefix: 'License expired:',
          message: `The license expired on ${day(terms.expirationDate)}. The grace period ends on ${day(end)}.`,
        };
      }
      const daysLeft = Math.ceil((expires - now.getTime()) / DAY_MS);
      if (daysLeft <= EXPIRY_WARNING_DAYS) {
        return {
          status: 'WARNING',
          prefix: 'License expiring:',
          message: `The license expires on ${day(terms.expirationDate)} (in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}).`,
        };
      }
    }
    return { status: 'OK' };
  } catch {
    return { status: 'UNKNOWN', prefix: 'License status unknown:', message: 'The license status could not be determined.' };
  }
}
