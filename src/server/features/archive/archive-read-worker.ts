/**
 * The archive worker thread: reads the one archive it is sent (archive-read.ts) and answers
 * { contents } or { refusal } (an ApiError's status and result: a class does not cross threads).
 * archive-unpack.ts terminates it once answered, or when it runs past its time or memory.
 */
import { parentPort } from 'node:worker_threads';
import { ApiError, apiResult } from '../../core/api-error';
import { readArchive } from './archive-read';

const port = parentPort;
if (port === null) throw new Error('archive-read-worker.ts runs as a worker thread only');
port.once('message', async (zip: Uint8Array) => {
  try {
    port.postMessage({ contents: await readArchive(zip) });
  } catch (error) {
    const refusal = error instanceof ApiError ? error : new ApiError(400, apiResult('bad_request', 'The archive could not be read.'));
    port.postMessage({ refusal: { status: refusal.statusCode, result: refusal.result } });
  }
});
