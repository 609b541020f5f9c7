// Admin API throughput with 10 concurrent clients (autocannon), our server (its own process, the
// build) beside a Stoplight Prism mock of the same contract started here: GET /oauth/issuers and
// POST + DELETE of an issuer, each with a Bearer token and with HTTP Basic. Prism answers from the
// contract's examples without storing anything and logs each request (its output is discarded).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const API = '/pf-admin-api/v1';
const XSRF = { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' };
const PASSWORD = '2FederateM0re!';
const CONNECTIONS = 10;
/** Names of created issuers stay unique across runs (an issuer created as a run ends is not deleted). */
let created = 0;

export interface Throughput {
  perSecond: number;
  p99Ms: number;
  /** Answers that were not 2xx, or failed. */
  failures: number;
}

export interface ThroughputFigures {
  durationS: number;
  connections: number;
  ours: Record<'getBearer' | 'getBasic' | 'writeBearer' | 'writeBasic', Throughput>;
  prism: Record<'getBearer' | 'getBasic' | 'writeBearer' | 'writeBasic', Throughput>;
}

async function bearerToken(origin: string): Promise<string> {
  const login = await fetch(`${origin}${API}/internal/login`, { method: 'POST', headers: XSRF, body: JSON.stringify({ username: 'Administrator', password: PASSWORD }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const token = (await (await fetch(`${origin}${API}/internal/apiToken`, { method: 'POST', headers: { ...XSRF, cookie } })).json()) as { access_token: string };
  return `Bearer ${token.access_token}`;
}

const basic = `Basic ${Buffer.from(`Administrator:${PASSWORD}`).toString('base64')}`;

async function run(origin: string, base: string, authorization: string, durationS: number, write: boolean): Promise<Throughput> {
  const headers = { ...XSRF, Authorization: authorization };
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    requests: write
      ? [
          {
            method: 'POST',
            path: `${base}/oauth/issuers`,
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `Bench ${process.pid} ${created++}`, host: 'bench.example.com' }) }),
            onResponse: (_status, body, context) => {
              (context as Record<string, string>).id = (JSON.parse(body) as { id: string }).id;
            },
          },
          { method: 'DELETE', setupRequest: (request, context) => ({ ...request, path: `${base}/oauth/issuers/${(context as Record<string, string>).id}` }) },
        ]
      : [{ method: 'GET', path: `${base}/oauth/issuers` }],
  });
  return { perSecond: result.requests.average, p99Ms: result.latency.p99, failures: result.non2xx + result.errors };
}

async function startPrism(port: number): Promise<() => void> {
  const child = spawn(join(root, 'node_modules', '.bin', 'prism'), ['mock', '-p', String(port), '-h', '127.0.0.1', join(root, 'openapi', 'admin-api.yaml')], { stdio: 'ignore' });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/oauth/issuers`, { headers: { ...XSRF, Authorization: basic } }).then(() => true, () => false);
    if (up) return () => child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('Prism did not start');
}

export async function measureThroughput(durationS = 5): Promise<ThroughputFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-throughput-'));
  const server = await startServerProcess(root, dataDir);
  const prismPort = 19_300 + Math.floor(Math.random() * 500);
  const stopPrism = await startPrism(prismPort);
  const prismOrigin = `http://127.0.0.1:${prismPort}`;
  try {
    const bearer = await bearerToken(server.origin);
    const measure = async (origin: string, base: string, token: string) => ({
      getBearer: await run(origin, base, token, durationS, false),
      getBasic: await run(origin, base, basic, durationS, false),
      writeBearer: await run(origin, base, token, durationS, true),
      writeBasic: await run(origin, base, basic, durationS, true),
    });
    const ours = await measure(server.origin, API, bearer);
    // Prism serves the contract's paths at its root (the servers URL is relative) and accepts any token.
    const prism = await measure(prismOrigin, '', 'Bearer any-token');
    return { durationS, connections: CONNECTIONS, ours, prism };
  } finally {
    stopPrism();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureThroughput(Number(process.argv[2] ?? 3)), null, 2));
