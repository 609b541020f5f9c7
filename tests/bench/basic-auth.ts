// Throughput of one admin GET with HTTP Basic next to a bearer token, and what a flood of wrong
// Basic passwords leaves of a signed-in user's throughput, against the real server over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const XSRF = { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' };
const USERNAME = 'Administrator';
const PASSWORD = '2FederateM0re!';
const PATH = '/oauth/issuers';

const basic = (password: string) => `Basic ${Buffer.from(`${USERNAME}:${password}`).toString('base64')}`;

async function bearer(base: string): Promise<string> {
  const login = await fetch(`${base}/internal/login`, { method: 'POST', headers: XSRF, body: JSON.stringify({ username: USERNAME, password: PASSWORD }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const token = (await (await fetch(`${base}/internal/apiToken`, { method: 'POST', headers: { ...XSRF, cookie } })).json()) as { access_token: string };
  return `Bearer ${token.access_token}`;
}

export interface Throughput {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `clients` loops sending GETs with `authorization` for `durationMs`; every answer must be `expect`. */
async function load(base: string, authorization: string, clients: number, durationMs: number, expect: number | null): Promise<Throughput> {
  const timings: number[] = [];
  const statuses: Record<number, number> = {};
  const end = performance.now() + durationMs;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(base + PATH, { headers: { ...XSRF, Authorization: authorization } });
      await response.arrayBuffer();
      if (expect !== null && response.status !== expect) throw new Error(`GET ${PATH} answered ${response.status}, expected ${expect}`);
      timings.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  timings.sort((a, b) => a - b);
  return { requests: timings.length, perSecond: timings.length / (durationMs / 1000), p50Ms: percentile(timings, 50), p99Ms: percentile(timings, 99), statuses };
}

export interface BasicAuthFigures {
  clients: number;
  durationMs: number;
  bearer: Throughput;
  basic: Throughput;
  /** One bearer client alone, then beside `floodClients` clients sending wrong Basic passwords. */
  userAlone: Throughput;
  userUnderFlood: Throughput;
  flood: Throughput;
  floodClients: number;
}

export async function measureBasicAuth(clients = 4, durationMs = 5000, floodClients = 16, root = process.env.BENCH_SERVER_ROOT ?? repoRoot): Promise<BasicAuthFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-basic-'));
  const server = await startServerProcess(root, dataDir);
  try {
    const { base } = server;
    const token = await bearer(base);
    // Warm-up, so JIT compilation and statement preparation are not measured.
    await load(base, token, 1, 300, 200);
    await load(base, basic(PASSWORD), 1, 300, 200);
    const bearerFigures = await load(base, token, clients, durationMs, 200);
    const basicFigures = await load(base, basic(PASSWORD), clients, durationMs, 200);
    const userAlone = await load(base, token, 1, durationMs, 200);
    const [userUnderFlood, flood] = await Promise.all([
      load(base, token, 1, durationMs, 200),
      load(base, basic('not-the-password'), floodClients, durationMs, null),
    ]);
    return { clients, durationMs, bearer: bearerFigures, basic: basicFigures, userAlone, userUnderFlood, flood, floodClients };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printBasicAuth(f: BasicAuthFigures): void {
  const line = (label: string, t: Throughput) =>
    console.log(`  ${label.padEnd(44)} ${String(t.requests).padStart(6)} requests, ${t.perSecond.toFixed(0).padStart(5)}/s, p50 ${t.p50Ms.toFixed(2)} ms, p99 ${t.p99Ms.toFixed(2)} ms`);
  console.log(`GET ${PATH}, ${f.clients} concurrent clients for ${f.durationMs / 1000} s each:`);
  line('Bearer', f.bearer);
  line('Basic', f.basic);
  console.log(`One signed-in user (Bearer) for ${f.durationMs / 1000} s, alone and beside ${f.floodClients} clients sending wrong Basic passwords:`);
  line('user alone', f.userAlone);
  line('user under flood', f.userUnderFlood);
  line('flood', f.flood);
  console.log(`  flood answers by status: ${Object.entries(f.flood.statuses).map(([status, n]) => `${status}: ${n}`).join(', ')}`);
}

// `npx tsx tests/bench/basic-auth.ts` runs this one benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) printBasicAuth(await measureBasicAuth());
