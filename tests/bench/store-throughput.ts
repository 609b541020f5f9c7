// API GET throughput with the store on PostgreSQL beside the same server on SQLite, same requests
// in the same run: a demo server per backend (in this process), bearer token, `clients` loops of
// GET /oauth/issuers (a list) and GET /oauth/issuers/{id} (one item) for a fixed time each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { buildServer } from '../../src/server/compose/app';

const XSRF = { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' };

export interface GetThroughput {
  path: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface StoreThroughputFigures {
  clients: number;
  durationMs: number;
  issuers: number;
  backends: { name: 'SQLite' | 'PostgreSQL'; results: GetThroughput[] }[];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function bearerHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/internal/login`, { method: 'POST', headers: XSRF, body: JSON.stringify({ username: 'Administrator', password: '2FederateM0re!' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const token = (await (await fetch(`${base}/internal/apiToken`, { method: 'POST', headers: { ...XSRF, cookie } })).json()) as { access_token: string };
  return { ...XSRF, Authorization: `Bearer ${token.access_token}` };
}

async function load(url: string, headers: Record<string, string>, clients: number, durationMs: number): Promise<Omit<GetThroughput, 'path'>> {
  const timings: number[] = [];
  const end = performance.now() + durationMs;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
      timings.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  timings.sort((a, b) => a - b);
  return { requests: timings.length, perSecond: timings.length / (durationMs / 1000), p50Ms: percentile(timings, 50), p99Ms: percentile(timings, 99) };
}

async function measureBackend(databaseUrl: string | undefined, issuers: number, clients: number, durationMs: number): Promise<GetThroughput[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  const app = await buildServer({ dataDir, databaseUrl, demo: true, logger: false });
  try {
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })) + '/pf-admin-api/v1';
    const headers = await bearerHeaders(base);
    for (let i = 0; i < issuers; i++) {
      const body = JSON.stringify({ id: `bench-${i}`, name: `Bench issuer ${String(i).padStart(4, '0')}`, host: `bench${i}.example.com` });
      const response = await fetch(`${base}/oauth/issuers`, { method: 'POST', headers, body });
      if (response.status !== 201) throw new Error(`seeding issuer ${i} failed: ${response.status} ${await response.text()}`);
    }
    const paths = ['/oauth/issuers', '/oauth/issuers/bench-0'];
    for (const path of paths) await load(base + path, headers, clients, 300); // warm-up: JIT, pool connections
    const results: GetThroughput[] = [];
    for (const path of paths) results.push({ path, ...(await load(base + path, headers, clients, durationMs)) });
    return results;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureStoreThroughput(issuers = 100, clients = 4, durationMs = 3000): Promise<StoreThroughputFigures> {
  const sqlite = await measureBackend(undefined, issuers, clients, durationMs);
  const postgres = await startThrowawayPostgres();
  try {
    const databaseUrl = await postgres.createDatabase('bench');
    const onPostgres = await measureBackend(databaseUrl, issuers, clients, durationMs);
    return {
      clients,
      durationMs,
      issuers,
      backends: [
        { name: 'SQLite', results: sqlite },
        { name: 'PostgreSQL', results: onPostgres },
      ],
    };
  } finally {
    await postgres.dispose();
  }
}

export function printStoreThroughput(figures: StoreThroughputFigures): void {
  console.log(
    `API GET throughput, ${figures.clients} concurrent clients for ${figures.durationMs} ms each, ${figures.issuers} bench issuers (server and load in one process; PostgreSQL local, fsync off):`,
  );
  const [sqlite, postgres] = figures.backends;
  sqlite.results.forEach((reference, i) => {
    const other = postgres.results[i];
    const row = (name: string, r: GetThroughput) =>
      `    ${name.padEnd(11)} ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms`;
    console.log(`  GET ${reference.path}`);
    console.log(`${row(sqlite.name, reference)}  (reference)`);
    console.log(`${row(postgres.name, other)}  (${(other.perSecond / reference.perSecond).toFixed(2)}× the SQLite throughput)`);
  });
}
