/**
 * A throwaway PostgreSQL server for the test run (vitest globalSetup: one server per run), and a
 * fresh database per test file (`createTestDatabase`). Nothing depends on a PostgreSQL that
 * happens to run on the machine: initdb and pg_ctl start our own in a temporary directory, on a
 * free port, and the run stops it and removes the directory at the end. PostgreSQL refuses to run
 * as root, so under root it runs as the system user `fcpg` (created when absent).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the throwaway server's superuser (database `postgres`). */
    postgresAdminUrl: string;
  }
}

const PG_USER = 'fcpg';

/** A PostgreSQL program from PATH or from Debian's /usr/lib/postgresql/<version>/bin (newest first). */
function pgProgram(name: string): string {
  const pathDirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  const debianDirs = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join('/usr/lib/postgresql', version, 'bin'))
    : [];
  for (const dir of [...pathDirs, ...debianDirs]) if (existsSync(join(dir, name))) return join(dir, name);
  throw new Error(`PostgreSQL's ${name} was not found (PATH, /usr/lib/postgresql/*/bin): run node scripts/setup.mjs as root.`);
}

const isRoot = () => process.getuid?.() === 0;

function ensureSystemUser(): { uid: number; gid: number } {
  const lookup = () => {
    const id = (flag: string) => Number(execFileSync('id', [flag, PG_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const [uid, gid] = [id('-u'), id('-g')];
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    // Another run may create it at the same moment; look again after either outcome.
    try {
      execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER], { stdio: 'ignore' });
    } catch {
      /* already created by a parallel run, or useradd failed: the lookup below tells */
    }
    return lookup();
  }
}

/** Runs a PostgreSQL program, as `fcpg` when we are root. */
function runPg(program: string, args: string[]): void {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', PG_USER, '--', pgProgram(program), ...args]] : [pgProgram(program), args];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** vitest globalSetup: starts the server, provides its admin URL, and returns the teardown. */
export default async function startPostgres(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'console-pg-'));
  const dataDir = join(dir, 'data');
  const password = randomBytes(18).toString('base64url');
  writeFileSync(join(dir, 'password'), password, { mode: 0o600 });
  if (isRoot()) {
    const { uid, gid } = ensureSystemUser();
    chownSync(dir, uid, gid);
    chownSync(join(dir, 'password'), uid, gid);
  }
  const port = await freePort();
  runPg('initdb', ['-D', dataDir, '-U', PG_USER, '--auth=scram-sha-256', `--pwfile=${join(dir, 'password')}`, '-E', 'UTF8', '--no-sync']);
  // fsync off: a throwaway server; the socket directory is ours, not /var/run/postgresql; deadlocks
  // (store-conformance provokes one) are found after 100 ms instead of a second.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200 -c deadlock_timeout=100ms`;
  runPg('pg_ctl', ['start', '-D', dataDir, '-w', '-l', join(dir, 'server.log'), '-o', serverOptions]);
  project.provide('postgresAdminUrl', `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      runPg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

export interface TestDatabase {
  /** postgres://… of a new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the run's server, for one test file (or one test server). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
