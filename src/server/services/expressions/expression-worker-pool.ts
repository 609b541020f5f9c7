/**
 * A few worker threads that evaluate expressions, so no expression runs on the server's event
 * loop. Each evaluation gets a time limit from the moment it is handed to a ready worker; past it
 * the worker is terminated (V8 stops it even inside a backtracking regular expression) and a fresh
 * one is started for the next evaluation. A worker that dies (its heap limit) fails only the
 * evaluation it was running. Requests beyond the workers wait in a bounded queue.
 */
import type { Worker } from 'node:worker_threads';
import type { EvaluationOutcome, EvaluationRequest } from './expression-evaluation';
import { WORKER_RESOURCE_LIMITS } from './expression-limits';
import { startWorkerThread } from '../../core/worker-thread';

export interface PoolOptions {
  workers: number;
  timeLimitMs: number;
  maxQueued: number;
}

interface Job {
  request: EvaluationRequest;
  resolve: (outcome: EvaluationOutcome) => void;
}

interface Slot {
  worker: Worker;
  running?: { id: number; job: Job; timer: NodeJS.Timeout };
}

const WORKER_ENTRY = 'server/services/expressions/expression-worker.ts';

export const POOL_TEXTS = {
  timeout: (ms: number) => `The expression took longer than ${ms} ms and was stopped.`,
  memory: 'The expression needed more memory than allowed and was stopped.',
  busy: 'Too many expressions are being evaluated; try again.',
  unavailable: 'The expression evaluator could not start.',
  failed: 'The expression could not be evaluated.',
} as const;

export class ExpressionWorkerPool {
  readonly #options: PoolOptions;
  readonly #queue: Job[] = [];
  readonly #idle: Slot[] = [];
  readonly #slots = new Set<Slot>();
  #starting = 0;
  #nextId = 0;
  #closed = false;

  constructor(options: PoolOptions) {
    this.#options = options;
  }

  evaluate(request: EvaluationRequest): Promise<EvaluationOutcome> {
    return new Promise((resolve) => {
      if (this.#closed) return resolve({ error: POOL_TEXTS.unavailable });
      if (this.#queue.length >= this.#options.maxQueued) return resolve({ error: POOL_TEXTS.busy });
      this.#queue.push({ request, resolve });
      this.#dispatch();
    });
  }

  /** Workers currently alive (started or starting); for tests of replacement. */
  get size(): number {
    return this.#slots.size;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.resolve({ error: POOL_TEXTS.unavailable });
    await Promise.all([...this.#slots].map((slot) => this.#retire(slot, { error: POOL_TEXTS.unavailable })));
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && this.#idle.length > 0) this.#run(this.#idle.pop()!, this.#queue.shift()!);
    const waiting = this.#queue.length - this.#starting;
    for (let i = 0; i < waiting && this.#slots.size < this.#options.workers; i++) this.#start();
  }

  #start(): void {
    const worker = startWorkerThread(WORKER_ENTRY, { resourceLimits: WORKER_RESOURCE_LIMITS });
    const slot: Slot = { worker };
    let ready = false;
    this.#slots.add(slot);
    this.#starting += 1;
    worker.on('message', (message: { ready?: true; id?: number; outcome?: EvaluationOutcome }) => {
      if (message.ready) {
        ready = true;
        this.#starting -= 1;
        this.#makeIdle(slot);
      } else if (slot.running && message.id === slot.running.id && message.outcome) {
        const { job, timer } = slot.running;
        clearTimeout(timer);
        slot.running = undefined;
        job.resolve(message.outcome);
        this.#makeIdle(slot);
      }
    });
    const died = (error?: Error) => {
      if (!this.#slots.has(slot)) return;
      if (!ready) {
        // A worker that cannot start will not start on a retry either: fail what waits, retry on the next request.
        this.#starting -= 1;
        this.#slots.delete(slot);
        for (const job of this.#queue.splice(0)) job.resolve({ error: POOL_TEXTS.unavailable });
        return;
      }
      const outOfMemory = (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.#retire(slot, { error: outOfMemory ? POOL_TEXTS.memory : POOL_TEXTS.failed });
    };
    worker.on('error', died);
    worker.on('exit', () => died());
  }

  /** A worker keeps the process alive only while it starts for, or runs, an evaluation. */
  #makeIdle(slot: Slot): void {
    slot.worker.unref();
    this.#idle.push(slot);
    this.#dispatch();
  }

  #run(slot: Slot, job: Job): void {
    slot.worker.ref();
    const id = ++this.#nextId;
    const timer = setTimeout(() => void this.#retire(slot, { error: POOL_TEXTS.timeout(this.#options.timeLimitMs) }), this.#options.timeLimitMs);
    slot.running = { id, job, timer };
    slot.worker.postMessage({ id, request: job.request });
  }

  /** Ends a worker, answering its running evaluation with `outcome`, and lets a fresh one take its place. */
  async #retire(slot: Slot, outcome: EvaluationOutcome): Promise<void> {
    if (!this.#slots.delete(slot)) return;
    const index = this.#idle.indexOf(slot);
    if (index >= 0) this.#idle.splice(index, 1);
    if (slot.running) {
      clearTimeout(slot.running.timer);
      slot.running.job.resolve(outcome);
      slot.running = undefined;
    }
    this.#dispatch();
    await slot.worker.terminate();
  }
}
