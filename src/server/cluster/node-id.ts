/**
 * A node's identity: a random id kept in <dataDir>/node-id, so a restarted node reclaims its
 * row in cluster_nodes (and with it its index and console role).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE } from '../store/private-data-dir';

export const NODE_ID_FILE_NAME = 'node-id';

export function loadOrCreateNodeId(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const path = join(dataDir, NODE_ID_FILE_NAME);
  try {
    // 'wx': never replace an id another process of this data directory just wrote.
    writeFileSync(path, randomUUID(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const id = readFileSync(path, 'utf8').trim();
  if (!/^[\w-]{1,100}$/.test(id)) throw new Error(`${path} does not hold a node id.`);
  return id;
}
