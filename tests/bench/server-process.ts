/**
 * The server as its own process (src/server/main.ts, as deployed), so a load generator or a
 * browser does not share its event loop, and its memory can be read from /proc. `root`: the
 * checkout whose server to run (BENCH_SERVER_ROOT compares another version on the same machine).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ServerProcess {
  origin: string;
  /** origin + /pf-admin-api/v1 */
  base: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServerProcess(root: string, dataDir: string, extraArgs: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data-dir', dataDir, '--demo', ...extraArgs], {
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
