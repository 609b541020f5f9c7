/**
 * The master key: 32 random bytes in <dataDir>/master.key (mode 0600), created on first start.
 * It never enters the database; it only wraps the configuration's data keys.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { PRIVATE_DIR_MODE } from '../../store/private-data-dir';
import { join } from 'node:path';

export const MASTER_KEY_FILE_NAME = 'master.key';
export const KEY_BYTES = 32;

export function masterKeyPath(dataDir: string): string {
  return join(dataDir, MASTER_KEY_FILE_NAME);
}

export function loadOrCreateMasterKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const path = masterKeyPath(dataDir);
  try {
    // 'wx': never overwrite a key another process just created.
    writeFileSync(path, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(path);
  if (key.length !== KEY_BYTES) throw new Error(`${path} must hold exactly ${KEY_BYTES} bytes.`);
  // Keep it private even when it was copied in with looser permissions.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return key;
}
