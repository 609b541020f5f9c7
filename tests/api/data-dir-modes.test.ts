// The data directory holds password hashes and encrypted secrets: nobody but the server's user
// may read it, on a new directory and on one made earlier with looser modes.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer } from './support/test-server';

const parent = mkdtempSync(join(tmpdir(), 'console-modes-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

function modes(dataDir: string): Record<string, string> {
  const found: Record<string, string> = { '.': mode(dataDir).toString(8) };
  for (const name of readdirSync(dataDir)) found[name] = mode(join(dataDir, name)).toString(8);
  return found;
}

function expectPrivate(dataDir: string): void {
  const found = modes(dataDir);
  const expected = Object.fromEntries(Object.keys(found).map((name) => [name, name === '.' ? '700' : '600']));
  expect(found).toEqual(expected);
}

describe('data directory modes', () => {
  it('creates the directory 0700 and the database, its WAL and SHM, the master key and log4j2.xml 0600', async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = join(parent, 'fresh');
      // The SQLite database's own files (WAL, SHM) are part of what is checked: SQLite whatever TEST_STORE says.
      const server = await startTestServer({ dataDir, demo: true, backend: 'sqlite' });
      // A write makes sure the WAL holds something.
      expect((await server.basic('Administrator', DEMO_PASSWORD).api('POST', '/oauth/issuers', { name: 'Modes', host: 'modes.example.com' })).status).toBe(201);
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['console.db', 'console.db-wal', 'console.db-shm', 'master.key', 'log4j2.xml']));
      expectPrivate(dataDir);
      await server.close();
    } finally {
      process.umask(previous);
    }
  });

  it('tightens the modes of an existing directory at start', async () => {
    const dataDir = join(parent, 'fresh');
    chmodSync(dataDir, 0o755);
    for (const name of readdirSync(dataDir)) chmodSync(join(dataDir, name), 0o644);
    const server = await startTestServer({ dataDir, backend: 'sqlite' });
    expectPrivate(dataDir);
    await server.stop();
  });

  it('keeps the directory 0700 and its files 0600 on PostgreSQL, with no database file in it, and tightens them at start', async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = join(parent, 'postgres');
      const server = await startTestServer({ dataDir, demo: true, backend: 'postgres' });
      try {
        expect((await server.basic('Administrator', DEMO_PASSWORD).api('POST', '/oauth/issuers', { name: 'Modes', host: 'modes.example.com' })).status).toBe(201);
        expect(readdirSync(dataDir)).toContain('master.key');
        expect(readdirSync(dataDir).filter((name) => name.startsWith('console.db'))).toEqual([]);
        expectPrivate(dataDir);
        // Loosened between runs: the next start on the same database tightens them again.
        chmodSync(dataDir, 0o755);
        for (const name of readdirSync(dataDir)) chmodSync(join(dataDir, name), 0o644);
        const restarted = await server.restart();
        await restarted.close();
        expectPrivate(dataDir);
      } finally {
        await server.stop();
      }
    } finally {
      process.umask(previous);
    }
  });
});
