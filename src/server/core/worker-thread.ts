/**
 * Starts one of the server's worker threads from its source entry (relative to src/, e.g.
 * 'server/features/archive/archive-read-worker.ts'): the built JavaScript file in the build, the
 * TypeScript file through worker-boot.mjs under tsx and vitest. Each such entry is listed in
 * scripts/build-server.mjs SERVER_ENTRIES.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { builtEntry, REPO_ROOT, RUNNING_BUILT } from './runtime-paths';

const BOOT = new URL('./worker-boot.mjs', import.meta.url);

export function startWorkerThread(sourceUnderSrc: string, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  if (RUNNING_BUILT) return new Worker(builtEntry(sourceUnderSrc), options);
  return new Worker(BOOT, { ...options, workerData: { entry: pathToFileURL(join(REPO_ROOT, 'src', sourceUnderSrc)).href } });
}
