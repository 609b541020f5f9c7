// Starts a server of its own for one test file: an empty data directory (setup wizard), a short
// session timeout (idle timeout), or a server the test stops on purpose (could not connect).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SpawnedServer {
  url: string;
  /** Pass it back (with dataDir) to bring the same server up again where a page still points. */
  port: number;
  dataDir: string;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s); the data directory is kept. */
  stop(): Promise<void>;
  /** Stops the process and removes the data directory. */
  dispose(): Promise<void>;
}

export interface SpawnOptions {
  /** Default: a free port, so specs and parallel runs on one machine never collide. */
  port?: number;
  demo?: boolean;
  sessionTimeoutMs?: number;
  /** Reuse a data directory (a second run against the same data); default a fresh temporary one. */
  dataDir?: string;
  environment?: string;
  /** Start with dashboard backgrounds off (--hide-background). */
  hideBackground?: boolean;
  /** Further command-line options of the server (src/server/main.ts; for example low sign-on throttling limits). */
  args?: string[];
}

export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fc-e2e-'));
  const port = options.port ?? (await freePort());
  // The built server, as npm start runs it (playwright.config.ts builds it before any spec runs).
  const args = ['--enable-source-maps', 'dist-server/server/main.js', '--port', String(port), '--data-dir', dataDir];
  if (options.demo) args.push('--demo');
  if (options.sessionTimeoutMs) args.push('--session-timeout-ms', String(options.sessionTimeoutMs));
  if (options.environment) args.push('--environment', options.environment);
  if (options.hideBackground) args.push('--hide-background');
  if (options.args) args.push(...options.args);
  // The console build the rest of the run uses (see playwright.config.ts).
  if (process.env.E2E_STATIC_DIR) args.push('--static-dir', process.env.E2E_STATIC_DIR);
  // Its own process group (stop() signals the server and its fake PingOne together) and an IPC
  // channel: when this worker ends, even killed after a timeout, the server ends with it.
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], detached: true });
  child.unref();
  child.channel?.unref();
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/login`, child);
  const stop = () => stopProcess(child);
  return {
    url,
    port,
    dataDir,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port the kernel just handed out; free again once the probe closes. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(url).then((response) => response.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  const group = child.pid;
  if (group === undefined || !groupAlive(group)) return;
  // The server may have children (the fake PingOne of --demo): signal the whole process group,
  // and wait until every process in it is gone.
  signalGroup(group, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (groupAlive(group)) {
    if (Date.now() > deadline) signalGroup(group, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // Already gone.
  }
}
