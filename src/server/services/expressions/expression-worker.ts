/**
 * The evaluation worker thread: answers each { id, request } with { id, outcome }. The pool
 * terminates it when an evaluation runs too long or it dies of its memory limit. Its built-in
 * prototypes are frozen first, so even a flaw in the library could not let one expression change
 * what the next one (on the same worker) sees.
 */
import { parentPort } from 'node:worker_threads';
import { evaluateHere, type EvaluationRequest } from './expression-evaluation';

export interface WorkerQuestion {
  id: number;
  request: EvaluationRequest;
}

for (const intrinsic of [Object, Array, String, Number, Boolean, BigInt, Function, RegExp, Map, Set, Date, Promise, Symbol, Uint8Array]) {
  Object.freeze(intrinsic.prototype);
  Object.freeze(intrinsic);
}

const port = parentPort;
if (port === null) throw new Error('expression-worker.ts runs as a worker thread only');
port.on('message', ({ id, request }: WorkerQuestion) => port.postMessage({ id, outcome: evaluateHere(request) }));
port.postMessage({ ready: true });
