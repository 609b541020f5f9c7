// The header search (GET /internal/search) over 100,000 configuration objects in ten collections,
// seeded straight through the store, on SQLite and on a throwaway PostgreSQL. A person types
// object names letter by letter; each prefix is one request (no debounce), timed over loopback
// HTTP (round trip) and by the server (Server-Timing). The reference, measured in the same run on
// the same data: the search done without the indexes, reading every stored document of the ten
// collections (the store's listItems) and testing name and id, for every 10th keystroke.
//   Standalone: npx tsx tests/bench/object-search.ts [objects] [names typed]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { buildServer } from '../../src/server/compose/app';
import { openStore } from '../../src/server/store/open-store';

const XSRF = { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' };
/** Ten collections of generated pages (paged lists with a filter: the reference can ask each). */
const COLLECTIONS = [
  '/oauth/clients',
  '/oauth/issuers',
  '/oauth/authServerSettings/scopes/commonScopes',
  '/oauth/authServerSettings/scopes/exclusiveScopes',
  '/idp/adapters',
  '/sp/adapters',
  '/passwordCredentialValidators',
  '/authenticationPolicyContracts',
  '/dataStores',
  '/oauth/accessTokenManagers',
];
const WORDS = ['payroll', 'partner', 'portal', 'mobile', 'billing', 'identity', 'customer', 'staff', 'legacy', 'europe', 'america', 'gateway'];
const nameOf = (i: number) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${String(i).padStart(6, '0')}`;
const idOf = (i: number) => `obj${i.toString(36)}`;

export interface Percentiles { p50Ms: number; p95Ms: number }
export interface ObjectSearchFigures {
  backend: string;
  objects: number;
  keystrokes: number;
  search: Percentiles;
  searchServer: Percentiles;
  reference: Percentiles;
  seedMs: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return { p50Ms: at(50), p95Ms: at(95) };
}

/** What is typed: whole names of objects spread over the collections, one prefix per keystroke, plus ids and a miss. */
function keystrokes(objects: number, names: number): string[] {
  const typed = Array.from({ length: names }, (_, n) => (n % 4 === 3 ? idOf((n * 7919) % objects) : nameOf((n * 7919) % objects)));
  typed.push('no such thing here');
  return typed.flatMap((text) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1))).filter((q) => q.trim() !== '');
}

async function seed(dataDir: string, databaseUrl: string | undefined, objects: number): Promise<number> {
  const started = performance.now();
  const store = await openStore({ dataDir, databaseUrl });
  try {
    const perCollection = Math.ceil(objects / COLLECTIONS.length);
    for (const [c, namespace] of COLLECTIONS.entries()) {
      const items: { id: string; name: string; doc: Record<string, unknown> }[] = [];
      for (let i = c * perCollection; i < Math.min(objects, (c + 1) * perCollection); i++) {
        const name = nameOf(i);
        items.push({ id: idOf(i), name, doc: { id: idOf(i), name } });
      }
      await store.transaction((tx) => tx.putItems(namespace, items));
    }
  } finally {
    await store.close();
  }
  if (databaseUrl !== undefined) {
    // The statistics autovacuum would gather within a minute of the bulk insert, so the planner
    // sees the table as a running server's would, not as an empty one.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('ANALYZE collection_items');
    await client.end();
  }
  return performance.now() - started;
}

async function measure(backend: string, databaseUrl: string | undefined, objects: number, names: number): Promise<ObjectSearchFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-object-search-'));
  try {
    // The demo seed first (its import writes through the API, which answers what it stores, so it
    // must not meet the bench's bare objects), then the bench's objects beside the demo's.
    await (await buildServer({ dataDir, databaseUrl, demo: true, logger: false })).close();
    const seedMs = await seed(dataDir, databaseUrl, objects);
    const app = await buildServer({ dataDir, databaseUrl, demo: true, logger: false });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const api = `${origin}/pf-admin-api/v1`;
      const login = await fetch(`${api}/internal/login`, { method: 'POST', headers: XSRF, body: JSON.stringify({ username: 'Administrator', password: '2FederateM0re!' }) });
      const headers = { 'X-XSRF-Header': 'PingFederate', cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] };
      const typed = keystrokes(objects, names);
      const search: number[] = [];
      const searchServer: number[] = [];
      const reference: number[] = [];
      const scan = await openStore({ dataDir, databaseUrl });
      const scanSearch = async (q: string) => {
        const lower = q.toLowerCase();
        const hits = [];
        for (const namespace of COLLECTIONS) {
          const items = await scan.listItems(namespace);
          hits.push(...items.filter((item) => String(item.doc.name ?? '').toLowerCase().includes(lower) || item.id.toLowerCase().startsWith(lower)).slice(0, 6));
        }
        return hits;
      };
      const ask = async (url: string) => {
        const response = await fetch(url, { headers });
        const body = (await response.json()) as { groups?: unknown[] };
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        return { response, body };
      };
      // Warm both paths (prepared statements, the JIT) before measuring.
      for (const q of typed.slice(0, 20)) await ask(`${api}/internal/search?q=${encodeURIComponent(q)}`);
      for (const q of typed) {
        const started = performance.now();
        const { response, body } = await ask(`${api}/internal/search?q=${encodeURIComponent(q)}`);
        search.push(performance.now() - started);
        searchServer.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN));
        if (!Array.isArray(body.groups)) throw new Error('no groups');
      }
      // After the searches, so its garbage (every document parsed) does not pause them.
      for (const q of typed.filter((_, n) => n % 10 === 0)) {
        const referenceStart = performance.now();
        await scanSearch(q);
        reference.push(performance.now() - referenceStart);
      }
      await scan.close();
      return { backend, objects, keystrokes: typed.length, search: percentiles(search), searchServer: percentiles(searchServer), reference: percentiles(reference), seedMs };
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** SQLite, then PostgreSQL (a throwaway server, fsync off) when its programs are installed. */
export async function measureObjectSearch(objects = 100_000, names = 12): Promise<ObjectSearchFigures[]> {
  const figures = [await measure('SQLite', undefined, objects, names)];
  const postgres = await startThrowawayPostgres();
  try {
    figures.push(await measure('PostgreSQL', await postgres.createDatabase('bench_search'), objects, names));
  } finally {
    await postgres.dispose();
  }
  return figures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [objects, names] = process.argv.slice(2).map(Number);
  for (const f of await measureObjectSearch(objects || undefined, names || undefined)) {
    const ms = (p: Percentiles) => `p50 ${p.p50Ms.toFixed(2)} ms, p95 ${p.p95Ms.toFixed(2)} ms`;
    console.log(
      `${f.backend}, ${f.objects.toLocaleString('en-US')} objects in ${COLLECTIONS.length} collections, ${f.keystrokes} keystrokes (no debounce), seeded in ${(f.seedMs / 1000).toFixed(1)} s:\n` +
        `  GET /internal/search, round trip: ${ms(f.search)}; server time: ${ms(f.searchServer)}\n` +
        `  reference, every stored document read and tested (store, in process, every 10th keystroke): ${ms(f.reference)}`,
    );
  }
}
