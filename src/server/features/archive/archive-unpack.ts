/**
 * An archive read off the event loop: each import gets a worker thread of its own (archive-read-
 * worker.ts) with a memory limit and a time budget, terminated once it answers or past either,
 * so a bomb costs the server one bounded thread while every other request is answered.
 */
import type { ApiResult } from '../../core/api-error';
import { ApiError, apiResult } from '../../core/api-error';
import { startWorkerThread } from '../../core/worker-thread';
import { ARCHIVE_READ_TIME_LIMIT_MS, ARCHIVE_WORKER_RESOURCE_LIMITS, MAX_CONCURRENT_ARCHIVE_READS } from './archive-limits';
import type { ArchiveContents } from './archive-read';

const WORKER_ENTRY = 'server/features/archive/archive-read-worker.ts';

export const UNPACK_TEXTS = {
  timeout: `Reading the archive took longer than ${ARCHIVE_READ_TIME_LIMIT_MS} ms and was stopped: it is too large or too complex to be a configuration archive.`,
  memory: 'Reading the archive needed more memory than allowed and was stopped: it is too large or too complex to be a configuration archive.',
  busy: `${MAX_CONCURRENT_ARCHIVE_READS} archives are being read already; try again in a moment.`,
} as const;

let reading = 0;

/** The parsed data.json and archive.json of `zip`, or the ApiError refusing it. */
export async function unpackArchive(zip: Uint8Array): Promise<ArchiveContents> {
  if (reading >= MAX_CONCURRENT_ARCHIVE_READS) throw new ApiError(503, apiResult('service_unavailable', UNPACK_TEXTS.busy), { 'Retry-After': '5' });
  reading += 1;
  try {
    return await readInWorker(zip);
  } finally {
    reading -= 1;
  }
}

const tooLarge = (message: string) => new ApiError(413, apiResult('request_too_large', message));

function readInWorker(zip: Uint8Array): Promise<ArchiveContents> {
  return new Promise((resolve, reject) => {
    const worker = startWorkerThread(WORKER_ENTRY, { resourceLimits: ARCHIVE_WORKER_RESOURCE_LIMITS });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(tooLarge(UNPACK_TEXTS.timeout))), ARCHIVE_READ_TIME_LIMIT_MS);
    worker.on('message', (message: { contents?: ArchiveContents; refusal?: { status: number; result: ApiResult } }) =>
      settle(() => (message.refusal ? reject(new ApiError(message.refusal.status, message.refusal.result)) : resolve(message.contents!))),
    );
    worker.on('error', (error: NodeJS.ErrnoException) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge(UNPACK_TEXTS.memory) : error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`the archive worker exited (${code}) without an answer`))));
    worker.postMessage(zip);
  });
}
