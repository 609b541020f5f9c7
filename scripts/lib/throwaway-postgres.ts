/**
 * A throwaway PostgreSQL server of our own: initdb and pg_ctl in a directory we own, on a free
 * (or given) port, listening on 127.0.0.1 only. Nothing depends on a PostgreSQL that happens to
 * run on the machine. PostgreSQL refuses to run as root, so under root it runs as the system user
 * `fcpg` (created when absent). Used by the test run (tests/api/support/postgres.ts), the
 * `npm run cluster` launcher and the cluster fault tests, which stop and start it on purpose.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export const PG_USER = 'fcpg';
const PASSWORD_FILE = 'password';
const DATA_DIR = 'data';

const execFileAsync = promisify(execFile);

/** Directories holding PostgreSQL's programs: PATH, then Debian's /usr/lib/postgresql/<version>/bin (newest first). */
function programDirs(): string[] {
  const pathDirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  const debianDirs = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join('/usr/lib/postgresql', version, 'bin'))
    : [];
  return [...pathDirs, ...debianDirs];
}

function findProgram(name: string): string | undefined {
  for (const dir of programDirs()) if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

/** Whether initdb and pg_ctl can be found (scripts/setup.mjs --postgres installs them otherwise). */
export function hasPostgresPrograms(): boolean {
  return findProgram('initdb') !== undefined && findProgram('pg_ctl') !== undefined;
}

function pgProgram(name: string): string {
  const path = findProgram(name);
  if (path) return path;
  throw new Error(`PostgreSQL's ${name} was not found (PATH, /usr/lib/postgresql/*/bin): run node scripts/setup.mjs --postgres as root.`);
}

const isRoot = () => process.getuid?.() === 0;

function ensureSystemUser(): { uid: number; gid: number } {
  const lookup = () => {
    const id = (flag: string) => Number(execFileSync('id', [flag, PG_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
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

/** Runs a PostgreSQL program, as `fcpg` when we are root; its stderr becomes the error's message. */
async function runPg(program: string, args: string[]): Promise<void> {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', PG_USER, '--', pgProgram(program), ...args]] : [pgProgram(program), args];
  try {
    await execFileAsync(command, commandArgs);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${program} ${args[0]} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ThrowawayPostgresOptions {
  /** Where the server's files live; default a new temporary directory, removed by dispose(). A directory from an earlier run is reused. */
  dir?: string;
  /** Default a free port. */
  port?: number;
}

export interface ThrowawayPostgres {
  dir: string;
  port: number;
  /** postgres://fcpg:…@127.0.0.1:<port>/postgres, the superuser. */
  adminUrl: string;
  /** postgres://… of database `name` on this server. */
  databaseUrl(name: string): string;
  /** Creates database `name` unless it exists. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (pg_ctl stop -m fast: open connections are cut), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and, for a directory it made itself, removes the directory. */
  dispose(): Promise<void>;
}

/** Starts a server: initdb on first use of the directory, then pg_ctl start (waits until it accepts connections). */
export async function startThrowawayPostgres(options: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const temporary = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'console-pg-'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const dataDir = join(dir, DATA_DIR);
  const passwordFile = join(dir, PASSWORD_FILE);
  const initialized = existsSync(join(dataDir, 'PG_VERSION'));
  if (!initialized) writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  if (isRoot()) {
    const { uid, gid } = ensureSystemUser();
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  const port = options.port ?? (await freePort());
  if (!initialized) {
    await runPg('initdb', ['-D', dataDir, '-U', PG_USER, '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--no-sync']);
  }
  // fsync off: a throwaway server; the socket directory is ours, not /var/run/postgresql; deadlocks
  // (store-conformance provokes one) are found after 100 ms instead of a second.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200 -c deadlock_timeout=100ms`;
  const start = () => runPg('pg_ctl', ['start', '-D', dataDir, '-w', '-l', join(dir, 'server.log'), '-o', serverOptions]);
  const stop = () => runPg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
  await start();

  const databaseUrl = (name: string) => `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
  const adminUrl = databaseUrl('postgres');
  let running = true;
  return {
    dir,
    port,
    adminUrl,
    databaseUrl,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return databaseUrl(name);
    },
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async dispose() {
      try {
        if (running) await stop();
        running = false;
      } finally {
        if (temporary) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
