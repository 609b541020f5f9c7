// Server time of a filtered scope page query with 100,000 common scopes. The scopes are seeded
// straight through the store (one transaction, one prepared statement), then the real server
// answers GET /oauth/authServerSettings/scopes/commonScopes?filter=...&page=...&numberPerPage=20
// over loopback. "Server time" is the server's own Server-Timing (request received → answer sent);
// the client-side round trip is returned as well.
//   Standalone: npx tsx tests/bench/scopes-query.ts [scopes] [requests]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../src/server/compose/app';
import { openSqliteStore } from '../../src/server/store/sqlite-store';

const COMMON_SCOPES = '/oauth/authServerSettings/scopes/commonScopes';
const XSRF = { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' };
const WORDS = ['read', 'write', 'admin', 'profile', 'payments', 'accounts', 'calendar', 'files', 'orders', 'reports'];

export interface ScopeQueryFigures {
  scopes: number;
  requests: number;
  /** Server time (Server-Timing). */
  p50Ms: number;
  p95Ms: number;
  /** Client round trip over loopback. */
  roundTripP50Ms: number;
  roundTripP95Ms: number;
  seedMs: number;
}

/** The console's way in: sign on, then a bearer token (Basic would add a scrypt hash per request). */
async function bearerHeaders(apiBase: string): Promise<Record<string, string>> {
  const login = await fetch(`${apiBase}/internal/login`, {
    method: 'POST',
    headers: XSRF,
    body: JSON.stringify({ username: 'Administrator', password: '2FederateM0re!' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const token = (await (await fetch(`${apiBase}/internal/apiToken`, { method: 'POST', headers: { ...XSRF, cookie } })).json()) as {
    access_token: string;
  };
  return { 'X-XSRF-Header': 'PingFederate', Authorization: `Bearer ${token.access_token}` };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const scopeName = (i: number) => `${WORDS[i % WORDS.length]}.${WORDS[(i * 7) % WORDS.length]}.${String(i).padStart(6, '0')}`;

/** A mix of what people type: a word (≈10% of rows), a number fragment (a few rows), a miss. */
function queryFor(i: number, scopes: number): string {
  const kind = i % 3;
  if (kind === 0) {
    const word = WORDS[i % WORDS.length];
    const pages = Math.ceil(scopes / WORDS.length / 20);
    return `filter=${word.toUpperCase()}&page=${1 + ((i * 37) % pages)}&numberPerPage=20`;
  }
  if (kind === 1) return `filter=${String((i * 7919) % scopes).padStart(6, '0').slice(0, 4)}&page=1&numberPerPage=20&sortOrder=DESC`;
  return `filter=no-such-scope-${i}&page=1&numberPerPage=20`;
}

/** `whileServing` runs against the seeded server once the queries are measured (e.g. a browser benchmark). */
export async function measureScopeQueries(
  scopes = 100_000,
  requests = 300,
  whileServing?: (origin: string) => Promise<void>,
): Promise<ScopeQueryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scopes-'));
  try {
    // The demo seed first (it imports the demo's scope lists, which replace a collection's items, as
    // a bulk import does), then the bench's scopes beside them.
    await (await buildServer({ dataDir, demo: true, logger: false })).close();
    const seedStart = performance.now();
    const store = await openSqliteStore(dataDir);
    await store.transaction(async (tx) => {
      const batch = [];
      for (let i = 0; i < scopes; i++) {
        const name = scopeName(i);
        batch.push({ id: name, name, doc: { name, description: `Bench scope ${i}`, dynamic: i % 50 === 0 } });
      }
      await tx.putItems(COMMON_SCOPES, batch);
    });
    await store.close();
    const seedMs = performance.now() - seedStart;

    const app = await buildServer({ dataDir, demo: true, logger: false });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const apiBase = origin + '/pf-admin-api/v1';
      const base = apiBase + COMMON_SCOPES;
      const HEADERS = await bearerHeaders(apiBase);
      const check = (await (await fetch(`${base}?page=1&numberPerPage=1`, { headers: HEADERS })).json()) as { totalItems: number };
      if (check.totalItems < scopes) throw new Error(`expected ${scopes} scopes, the server lists ${check.totalItems}`);
      for (let i = 0; i < 20; i++) await (await fetch(`${base}?${queryFor(i, scopes)}`, { headers: HEADERS })).arrayBuffer();

      const server: number[] = [];
      const roundTrip: number[] = [];
      for (let i = 0; i < requests; i++) {
        const started = performance.now();
        const response = await fetch(`${base}?${queryFor(i, scopes)}`, { headers: HEADERS });
        await response.arrayBuffer();
        roundTrip.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`scope query answered ${response.status}`);
        const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
        if (!timing) throw new Error('no Server-Timing header');
        server.push(Number(timing[1]));
      }
      server.sort((a, b) => a - b);
      roundTrip.sort((a, b) => a - b);
      await whileServing?.(origin);
      return {
        scopes,
        requests,
        p50Ms: percentile(server, 50),
        p95Ms: percentile(server, 95),
        roundTripP50Ms: percentile(roundTrip, 50),
        roundTripP95Ms: percentile(roundTrip, 95),
        seedMs,
      };
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [scopes, requests] = process.argv.slice(2).map(Number);
  const figures = await measureScopeQueries(scopes || undefined, requests || undefined);
  console.log(
    `Filtered scope page query with ${figures.scopes} common scopes, ${figures.requests} requests: ` +
      `server p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms; ` +
      `round trip p50 ${figures.roundTripP50Ms.toFixed(2)} ms, p95 ${figures.roundTripP95Ms.toFixed(2)} ms ` +
      `(seeded in ${(figures.seedMs / 1000).toFixed(1)} s)`,
  );
}
