/**
 * The server as its own process (src/server/main.ts, as deployed), so a load generator or a
 * browser does not share its event loop, and its memory can be read from /proc. `root`: the
 * checkout whose server to run (BENCH_SERVER_ROOT compares another version on the same machine).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerProcess {
  origin: string;
  /** origin + /pf-admin-api/v1 */
  base: string;
  pid: number;
  /** What ran: the build (as npm start runs it) or, in a checkout without one, the TypeScript through tsx. */
  command: string;
  stop(): Promise<void>;
}

/** The built server when the checkout has one (npm run build), else its source through tsx. */
function serverCommand(root: string): string[] {
  const built = join(root, 'dist-server', 'server', 'main.js');
  return existsSync(built) ? ['--enable-source-maps', built] : ['--import', 'tsx', 'src/server/main.ts'];
}

export async function startServerProcess(root: string, dataDir: string, extraArgs: string[] = []): Promise<ServerProcess> {
  const command = serverCommand(root);
  const child = spawn(process.execPath, [...command, '--port', '0', '--data-dir', dataDir, '--demo', ...extraArgs], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen: string | null = '';
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      // Keep draining the log, or the server blocks on a full pipe.
      if (seen === null) return;
      seen += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(seen);
      if (match) {
        resolve(Number(match[1]));
        seen = null;
      }
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    base: `${origin}/pf-admin-api/v1`,
    pid: child.pid!,
    command: `node ${command.join(' ')}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of one process in MiB (VmRSS), or of the process and its children. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}
