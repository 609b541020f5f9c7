/**
 * One server process (src/server/main.ts) started, watched, killed and started again: the unit
 * the cluster launcher and the fault tests work with. It runs as `node --import tsx main.ts`, one
 * process, so that a kill -9 hits the server itself (the tsx command would start the server as
 * its child, and killing tsx would leave the server running). Its output goes to a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(REPO_ROOT, 'src/server/main.ts');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcessOptions {
  name: string;
  port: number;
  /** main.ts options after --port (which this sets). */
  args: string[];
  /** stdout and stderr, appended across restarts. */
  logFile: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ServerProcess {
  readonly url: string;
  /** Exits this object did not ask for (kill, stop): a crash shows here. */
  readonly unexpectedExits: ServerExit[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<ServerExit> | undefined;
  private expectingExit = false;
  private readonly exitListeners: ((exit: ServerExit) => void)[] = [];

  constructor(readonly options: ServerProcessOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get name(): string {
    return this.options.name;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Called when the process ends without being asked to (a crash). */
  onUnexpectedExit(listener: (exit: ServerExit) => void): void {
    this.exitListeners.push(listener);
  }

  /** Starts the process and waits until it answers HTTP (any status). */
  async start(): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    mkdirSync(dirname(this.options.logFile), { recursive: true });
    const log = openSync(this.options.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', String(this.options.port), ...this.options.args], {
      cwd: REPO_ROOT,
      // An IPC channel: the node ends when the launcher or test that started it ends, however abruptly.
      stdio: ['ignore', log, log, 'ipc'],
      // Its own process group: Ctrl-C in a terminal reaches the launcher only, which stops the
      // nodes in its order (the active console last).
      detached: true,
    });
    child.channel?.unref();
    closeSync(log);
    this.child = child;
    this.expectingExit = false;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        const exit = { code, signal };
        if (!this.expectingExit) {
          this.unexpectedExits.push(exit);
          for (const listener of this.exitListeners) listener(exit);
        }
        if (this.child === child) this.child = undefined;
        resolve(exit);
      });
    });
    await this.waitUntilAnswering(child);
  }

  private async waitUntilAnswering(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${this.name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${this.logTail()}`);
      }
      try {
        await fetch(`${this.url}/pf/heartbeat.ping`, { signal: AbortSignal.timeout(2000) });
        return;
      } catch {
        await sleep(100);
      }
    }
    child.kill('SIGKILL');
    throw new Error(`${this.name} did not answer on ${this.url} within ${READY_TIMEOUT_MS} ms:\n${this.logTail()}`);
  }

  /** Sends `signal` (default SIGKILL, as a crash) and waits for the process to end. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<ServerExit> {
    const child = this.child;
    if (!child || !this.exited) throw new Error(`${this.name} is not running`);
    this.expectingExit = true;
    child.kill(signal);
    return this.exited;
  }

  /** A clean shutdown (SIGTERM), as an administrator stops a node; SIGKILL if it has not ended after STOP_TIMEOUT_MS. */
  async stop(): Promise<ServerExit | undefined> {
    const child = this.child;
    if (!child) return undefined;
    const overdue = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      return await this.kill('SIGTERM');
    } finally {
      clearTimeout(overdue);
    }
  }

  async restart(): Promise<void> {
    if (this.child) await this.stop();
    await this.start();
  }

  /** The log from byte `offset` on (0: all of it). */
  logSince(offset = 0): string {
    return existsSync(this.options.logFile) ? readFileSync(this.options.logFile).subarray(offset).toString('utf8') : '';
  }

  /** The log's size in bytes now: an offset for logSince. */
  logSize(): number {
    return existsSync(this.options.logFile) ? statSync(this.options.logFile).size : 0;
  }

  /** The end of the log file, for error messages. */
  logTail(lines = 30): string {
    if (!existsSync(this.options.logFile)) return '(no log)';
    return readFileSync(this.options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }
}
