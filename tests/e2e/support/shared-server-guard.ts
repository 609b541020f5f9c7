// Global setup and teardown of the e2e run: the shared server's server-wide state (every settings
// document: license, log settings, server settings, shortcuts; the configuration keys; the accounts)
// must be the same after the run as before it. A spec that changes any of it belongs on a server of
// its own (testWithOwnServer); this check names the spec's footprint so it cannot go unnoticed.
import Database from 'better-sqlite3';
import { join, resolve } from 'node:path';
import { SHARED_DATA_DIR } from './shared-server';

type Snapshot = Record<string, string>;

/** Read-only, beside the running server (SQLite lets readers in while it writes). */
function snapshot(): Snapshot {
  const db = new Database(join(resolve(SHARED_DATA_DIR), 'console.db'), { readonly: true, fileMustExist: true, timeout: 10_000 });
  try {
    const rows: Snapshot = {};
    for (const row of db.prepare('SELECT key, doc FROM settings').all() as { key: string; doc: string }[]) rows[`settings ${row.key}`] = row.doc;
    for (const row of db.prepare('SELECT username, doc FROM admin_accounts').all() as { username: string; doc: string }[]) rows[`account ${row.username}`] = row.doc;
    const keys = db.prepare('SELECT key_id FROM encryption_keys ORDER BY seq').all() as { key_id: string }[];
    rows['configuration keys'] = keys.map((key) => key.key_id).join(',');
    return rows;
  } finally {
    db.close();
  }
}

/** Names of entries added, removed or changed between two snapshots. */
export function changedEntries(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

export default async function guardSharedServer(): Promise<() => Promise<void>> {
  const before = snapshot();
  return async () => {
    const changed = changedEntries(before, snapshot());
    if (changed.length > 0) {
      throw new Error(`Specs changed the shared e2e server's state (${changed.join('; ')}): give those specs testWithOwnServer().`);
    }
  };
}
