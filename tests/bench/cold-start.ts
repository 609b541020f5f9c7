// Cold start (spawn → first 200 on GET /pf-admin-api/v1/internal/session) and idle resident
// memory (the process and its children, from /proc, 2 s after a few requests) of the server as
// `npm start` runs it (the build, node), as it ran before (tsx), and of a bare fastify process.
// A fresh data directory each time (the setup wizard's state: no demo data, no fake PingOne).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 5;

export interface ColdStart {
  label: string;
  command: string;
  /** Median of RUNS starts. */
  startMs: number;
  idleMiB: number;
}

function treeResidentMiB(pid: number): number {
  let kib = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)) kib += treeResidentMiB(Number(task)) * 1024;
  return kib / 1024;
}

async function startOnce(args: string[], port: number): Promise<{ ms: number; mib: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  const started = performance.now();
  const child = spawn(process.execPath, [...args, ...(args.some((a) => a.includes('bare-fastify')) ? [String(port)] : ['--port', String(port), '--data-dir', dataDir])], { cwd: root, stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}/pf-admin-api/v1/internal/session`;
    for (;;) {
      const status = await fetch(url, { headers: { 'X-XSRF-Header': 'PingFederate' } }).then((r) => r.status, () => 0);
      if (status === 200) break;
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ms = performance.now() - started;
    for (let i = 0; i < 20; i++) await fetch(url, { headers: { 'X-XSRF-Header': 'PingFederate' } });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { ms, mib: treeResidentMiB(child.pid!) };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureColdStarts(runs = RUNS): Promise<ColdStart[]> {
  const subjects = [
    { label: 'server, built (npm start)', args: ['--enable-source-maps', 'dist-server/server/main.js'] },
    { label: 'server through tsx (before)', args: ['--import', 'tsx', 'src/server/main.ts'] },
    { label: 'bare fastify (reference)', args: ['tests/bench/bare-fastify.mjs'] },
  ];
  const figures: ColdStart[] = [];
  let port = 19_400;
  for (const subject of subjects) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await startOnce(subject.args, port++));
    const median = <T>(values: T[], key: (v: T) => number) => values.map(key).sort((a, b) => a - b)[Math.floor(values.length / 2)];
    figures.push({ label: subject.label, command: `node ${subject.args.join(' ')}`, startMs: median(samples, (s) => s.ms), idleMiB: median(samples, (s) => s.mib) });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureColdStarts()) console.log(`${f.label.padEnd(30)} start ${f.startMs.toFixed(0)} ms, idle ${f.idleMiB.toFixed(0)} MiB  (${f.command})`);
}
