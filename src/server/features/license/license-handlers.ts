/**
 * GET, PUT /license and the setup wizard's license checks. Uploads are verified completely before
 * anything is stored: a refused file leaves the installed license as it was.
 */
import { forbidden, notFound } from '../../core/api-error';
import type { Handler, ServerContext } from '../../kernel/handler-types';
import { checkLicenseFile, decodeFileData, invalidLicense, NO_LICENSE_MESSAGE } from './license-check';
import { LicenseFileError, readLicenseFile } from './license-file';
import type { LicenseTerms } from './license-terms';
import { readInstalledLicenseFile, storeLicenseFile } from './installed-license';
import { licenseStanding } from './license-standing';
import { licenseView } from './license-view';
import { countUsedConnections } from './used-connections';

async function view(server: ServerContext, terms: LicenseTerms) {
  return licenseView(terms, await countUsedConnections(server.store));
}

/**
 * The installed license, also once it has expired (the License page shows what is installed);
 * 404 when none, 422 when the stored file no longer verifies (for example the trusted keys changed).
 */
export const getLicense: Handler<'getLicense'> = async ({ server }) => {
  const file = await readInstalledLicenseFile(server.store);
  if (!file) throw notFound(NO_LICENSE_MESSAGE);
  try {
    return { status: 200, body: await view(server, readLicenseFile(file, server.trust.licenses)) };
  } catch (error) {
    if (error instanceof LicenseFileError) throw invalidLicense([error.message]);
    throw error;
  }
};

/** Installs a license. Anonymous (setup) uploads need the license agreement accepted first. */
export const updateLicense: Handler<'updateLicense'> = async ({ server, caller, body }) => {
  if (caller.kind === 'anonymous' && !(await server.store.getServerState()).licenseAgreementAccepted) {
    throw forbidden('The license agreement must be accepted before a license is imported.');
  }
  const now = new Date();
  const file = decodeFileData(body.fileData);
  const terms = checkLicenseFile(server, file, now);
  await server.store.transaction((tx) => storeLicenseFile(tx, file, now));
  return { status: 200, body: await view(server, terms) };
};

/** Checks a file without installing it; answers the license it holds. */
export const validateLicense: Handler<'validateLicense'> = async ({ server, body }) => {
  const terms = checkLicenseFile(server, decodeFileData(body.fileData), new Date());
  return { status: 200, body: await view(server, terms) };
};

/** Whether the installed license can be used now; 422 with the reasons (also when none is installed). */
export const validateCurrentLicense: Handler<'validateCurrentLicense'> = async ({ server }) => {
  const file = await readInstalledLicenseFile(server.store);
  if (!file) throw invalidLicense([NO_LICENSE_MESSAGE]);
  return { status: 200, body: await view(server, checkLicenseFile(server, file, new Date())) };
};

export const getLicenseExpiryStatus: Handler<'getLicenseExpiryStatus'> = async ({ server }) => ({
  status: 200,
  body: await licenseStanding(server, new Date()),
});
