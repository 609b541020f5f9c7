/**
 * The data directory holds password hashes, encrypted secrets and the master key: the directory is
 * 0700 and every file in it 0600, whoever's umask started the server. Files made before (or copied
 * in with looser modes) are tightened at start.
 */
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function tighten(path: string, mode: number): void {
  if ((statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
}

/** Creates the directory if needed and makes it and everything below it private. */
export function preparePrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tightenTree(dataDir);
}

function tightenTree(dir: string): void {
  tighten(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tightenTree(path);
    else if (entry.isFile()) tighten(path, PRIVATE_FILE_MODE);
  }
}

/**
 * Creates an empty file 0600 if it does not exist. SQLite gives its -wal and -shm files the mode
 * of the database file, so creating the database this way keeps all three private.
 */
export function createPrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  tighten(path, PRIVATE_FILE_MODE);
}
