/**
 * The installed license: the raw file as uploaded (base64 in the store settings), so what the
 * server holds is exactly what was signed and is verified again every time it is read.
 */
import { storagePath } from '../../store/storage-path';
import type { StoreReader, StoreWriter } from '../../store/store';

export const LICENSE_SETTINGS_KEY = storagePath('/license');

interface StoredLicense {
  /** The license file, base64. */
  file: string;
  /** ISO 8601. */
  installedAt: string;
}

export async function readInstalledLicenseFile(store: StoreReader): Promise<Buffer | undefined> {
  const stored = (await store.getSettings(LICENSE_SETTINGS_KEY)) as StoredLicense | undefined;
  return typeof stored?.file === 'string' ? Buffer.from(stored.file, 'base64') : undefined;
}

export async function storeLicenseFile(tx: StoreWriter, file: Buffer, now: Date): Promise<void> {
  const stored: StoredLicense = { file: file.toString('base64'), installedAt: now.toISOString() };
  await tx.putSettings(LICENSE_SETTINGS_KEY, { ...stored });
}
