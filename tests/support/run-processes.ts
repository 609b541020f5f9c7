/**
 * The processes a test run started, found without any help from whoever started them: the run's
 * global setup puts a mark in its environment (FC_TEST_RUN), every process started below it
 * inherits the mark (through tsx, detached process groups and a server's own children such as a
 * demo server's fake PingOne), and the teardown reads the marks of the live processes in /proc.
 * A run that leaves one behind fails, naming it, after stopping it. Linux only (/proc); elsewhere
 * nothing is found.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const MARK = 'FC_TEST_RUN';

export interface RunProcess {
  pid: number;
  parent: number;
  command: string;
}

/** Marks the processes the caller starts from now on as this run's; returns the run's id. */
export function markRun(): string {
  process.env[MARK] = `${process.pid}-${Date.now()}`;
  return process.env[MARK];
}

/** The id of the run this process belongs to, if a global setup marked one. */
export const currentRun = (): string | undefined => process.env[MARK];

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // gone meanwhile, or not ours to read
  }
};

/** Every live process (not a zombie waiting to be reaped) with the mark of `run`, this one aside. */
export function processesOfRun(run: string): RunProcess[] {
  if (!existsSync('/proc')) return [];
  const mark = `${MARK}=${run}`;
  const found: RunProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const environment = read(`/proc/${pid}/environ`);
    if (!environment?.split('\0').includes(mark)) continue;
    const stat = read(`/proc/${pid}/stat`);
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
    const [state, parent] = (stat?.slice(stat.lastIndexOf(')') + 2) ?? '').split(' ');
    if (!state || state === 'Z' || state === 'X') continue;
    const command = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean).join(' ');
    found.push({ pid, parent: Number(parent), command });
  }
  return found;
}

/** The run's processes started below `ancestor` (its children, theirs, ...). */
export function descendantsOf(ancestor: number, processes: readonly RunProcess[]): RunProcess[] {
  const below = new Set([ancestor]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of processes) {
      if (!below.has(candidate.pid) && below.has(candidate.parent)) {
        below.add(candidate.pid);
        grew = true;
      }
    }
  }
  return processes.filter((candidate) => candidate.pid !== ancestor && below.has(candidate.pid));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `find()`'s processes once those already shutting down had `graceMs` to end; the rest are killed
 * (SIGKILL) and named in the error thrown, which fails the file or the run.
 */
export async function failOnLeftovers(find: () => RunProcess[], where: string, graceMs = 5000): Promise<void> {
  const deadline = Date.now() + graceMs;
  let left = find();
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = find();
  }
  if (left.length === 0) return;
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Ended meanwhile.
    }
  }
  throw new Error(`${where} left ${left.length} process(es) running (now killed); stop every server and process a test starts when its file ends, pass or fail:\n${left.map((p) => `  pid ${p.pid}: ${p.command}`).join('\n')}`);
}
