/**
 * The demo server starts licensed: the demo license (signed with the development key) is installed
 * when no license is, and only when it verifies, so a server that trusts other keys stays unlicensed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ServerContext } from '../../kernel/handler-types';
import { readInstalledLicenseFile, storeLicenseFile } from './installed-license';
import { licenseProblems } from './license-check';
import { DEVELOPMENT_KEYS_DIR } from '../../services/trusted-signers/signing-keys';

export const DEMO_LICENSE_FILE = resolve(DEVELOPMENT_KEYS_DIR, 'demo-license.lic');

export async function installDemoLicense(server: ServerContext): Promise<void> {
  if (await readInstalledLicenseFile(server.store)) return;
  const now = new Date();
  const file = readFileSync(DEMO_LICENSE_FILE);
  if (!licenseProblems(server, file, now).terms) return;
  await server.store.transaction(async (tx) => {
    if (!(await readInstalledLicenseFile(tx))) await storeLicenseFile(tx, file, now);
  });
}
