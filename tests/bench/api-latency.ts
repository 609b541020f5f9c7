// Latency of GET /oauth/issuers against the real server over HTTP, with a given number of issuers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../src/server/app';

const XSRF = { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' };

/** The console's way in: sign on, then a bearer token (Basic would add a scrypt hash per request). */
async function bearerHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/internal/login`, { method: 'POST', headers: XSRF, body: JSON.stringify({ username: 'Administrator', password: '2FederateM0re!' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const token = (await (await fetch(`${base}/internal/apiToken`, { method: 'POST', headers: { ...XSRF, cookie } })).json()) as { access_token: string };
  return { ...XSRF, Authorization: `Bearer ${token.access_token}` };
}

export interface LatencyFigures {
  issuers: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  responseBytes: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function measureIssuerList(issuerCount: number, requests: number): Promise<LatencyFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-issuers-'));
  const app = await buildServer({ dataDir, demo: true, logger: false });
  try {
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })) + '/pf-admin-api/v1';
    const HEADERS = await bearerHeaders(base);
    const existing = (await (await fetch(`${base}/oauth/issuers`, { headers: HEADERS })).json()) as { items: unknown[] };
    for (let i = existing.items.length; i < issuerCount; i++) {
      const body = JSON.stringify({ name: `Bench issuer ${String(i).padStart(5, '0')}`, host: `bench${i}.example.com`, path: `/t${i}` });
      const response = await fetch(`${base}/oauth/issuers`, { method: 'POST', headers: HEADERS, body });
      if (response.status !== 201) throw new Error(`seeding issuer ${i} failed: ${response.status} ${await response.text()}`);
    }
    // Warm-up, so JIT compilation and the first statement preparation are not measured.
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/oauth/issuers`, { headers: HEADERS })).arrayBuffer();
    const timings: number[] = [];
    let responseBytes = 0;
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const response = await fetch(`${base}/oauth/issuers`, { headers: HEADERS });
      const body = await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`GET /oauth/issuers answered ${response.status}`);
      responseBytes = body.byteLength;
    }
    timings.sort((a, b) => a - b);
    return { issuers: issuerCount, requests, p50Ms: percentile(timings, 50), p99Ms: percentile(timings, 99), responseBytes };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
