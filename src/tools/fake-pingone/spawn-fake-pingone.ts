/**
 * Starts the fake PingOne as a child process (main.ts) on a free port and waits until it listens.
 * The child has an IPC channel to its parent, so it ends when the parent ends, however abruptly.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { builtEntry, RUNNING_BUILT } from '../../server/core/runtime-paths';

export interface SpawnedFakePingOne {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const FAKE_MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// tsx's loader as this module resolves it, so the child starts whatever the working directory.
const TSX_LOADER = RUNNING_BUILT ? '' : import.meta.resolve('tsx');
const LISTENING = /^Fake PingOne listening on (\S+)$/;
const START_TIMEOUT_MS = 30_000;

export async function spawnFakePingOne(options: { port?: number; invalidCredentialIds?: string[] } = {}): Promise<SpawnedFakePingOne> {
  // The build starts the fake's built entry; TypeScript runs start its source through tsx.
  const entry = RUNNING_BUILT ? [builtEntry('tools/fake-pingone/main.ts')] : ['--import', TSX_LOADER, FAKE_MAIN];
  const args = [...entry, '--port', String(options.port ?? 0)];
  for (const id of options.invalidCredentialIds ?? []) args.push('--invalid-credential-id', id);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the fake PingOne did not start')), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the fake PingOne exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = LISTENING.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  }).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  child.unref(); // the parent may exit without stopping it first: the IPC channel's end stops the child
  child.channel?.unref();
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.ref(); // keep the parent alive until the child is gone
      child.kill('SIGTERM');
      await exited;
    },
  };
}
