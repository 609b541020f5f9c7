// Cluster figures on a real local cluster (scripts/lib/cluster-launcher.ts: processes on one
// throwaway PostgreSQL): a write on the active console until an engine serves it after
// POST /cluster/replicate, and GET /cluster/status as the node count grows to 50.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startCluster, type Cluster } from '../../scripts/lib/cluster-launcher';
import { freePort } from '../../scripts/lib/throwaway-postgres';

const HEADERS = {
  Authorization: `Basic ${Buffer.from('Administrator:2FederateM0re!').toString('base64')}`,
  'X-XSRF-Header': 'PingFederate',
  'Content-Type': 'application/json',
};

export interface Spread {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

export interface ClusterFigures {
  heartbeatMs: number;
  /** The write alone (POST answered), the replicate call alone, and write start → the engine answers 200. */
  write: Spread;
  replicate: Spread;
  writeToVisible: Spread;
  /** GET /cluster/status with the launched nodes only (reference) and with rows up to 50 nodes. */
  status: { nodes: number; spread: Spread & { bytes: number } }[];
}

function spread(timings: number[]): Spread {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { samples: sorted.length, p50Ms: at(50), p95Ms: at(95) };
}

async function timed(what: string, url: string, init: RequestInit, expected: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { ...init, headers: HEADERS });
  await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}`);
  return performance.now() - started;
}

async function measureReplication(cluster: Cluster, rounds: number): Promise<Pick<ClusterFigures, 'write' | 'replicate' | 'writeToVisible'>> {
  const api = `${cluster.node('console-1').url}/pf-admin-api/v1`;
  const engine = cluster.node('engine-1').url;
  const writes: number[] = [];
  const replicates: number[] = [];
  const visible: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const id = `bench-${round}`;
    const started = performance.now();
    writes.push(await timed('POST /oauth/issuers', `${api}/oauth/issuers`, { method: 'POST', body: JSON.stringify({ id, name: id, host: `${id}.example.com` }) }, 201));
    replicates.push(await timed('POST /cluster/replicate', `${api}/cluster/replicate`, { method: 'POST' }, 200));
    // Polled as fast as the engine answers: the figure includes at most one poll's round trip too much.
    for (;;) {
      const response = await fetch(`${engine}/.well-known/openid-configuration?v=${id}`);
      await response.arrayBuffer();
      if (response.status === 200) break;
      if (performance.now() - started > 30_000) throw new Error(`${id} never became visible on engine-1`);
    }
    visible.push(performance.now() - started);
  }
  return { write: spread(writes), replicate: spread(replicates), writeToVisible: spread(visible) };
}

async function measureStatus(cluster: Cluster, requests: number, nodes: number): Promise<Spread & { bytes: number }> {
  const url = `${cluster.node('console-1').url}/pf-admin-api/v1/cluster/status`;
  // The answer really lists every node (a figure over a shorter list would flatter it).
  const text = await (await fetch(url, { headers: HEADERS })).text();
  const listed = (JSON.parse(text) as { nodes: unknown[] }).nodes.length;
  if (listed !== nodes) throw new Error(`GET /cluster/status lists ${listed} nodes, expected ${nodes}`);
  for (let i = 0; i < 10; i++) await timed('GET /cluster/status', url, {}, 200);
  const timings: number[] = [];
  for (let i = 0; i < requests; i++) timings.push(await timed('GET /cluster/status', url, {}, 200));
  return { ...spread(timings), bytes: Buffer.byteLength(text) };
}

/** Engine rows written straight into cluster_nodes (not light processes), heartbeating "now". */
async function registerRows(cluster: Cluster, count: number): Promise<void> {
  const { rows } = await cluster.query<{ version: string; next: number }>(
    'SELECT MAX(version) AS version, COALESCE(MAX(node_index), 0) + 1 AS next FROM cluster_nodes',
  );
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    await cluster.query(
      `INSERT INTO cluster_nodes (node_id, node_index, address, version, mode, started_at, last_heartbeat_at, applied_version, configuration_timestamp, replication_status)
       VALUES ($1, $2, $3, $4, 'CLUSTERED_ENGINE', $5, $5, 0, $5, 'SUCCEEDED')`,
      [randomUUID(), Number(rows[0].next) + i, `10.0.0.${i + 1}:9031`, rows[0].version, now],
    );
  }
}

export async function measureCluster(rounds = 30, statusRequests = 200): Promise<ClusterFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const heartbeatMs = 1000;
  // Four consecutive ports from a free one: good enough on a bench machine.
  const cluster = await startCluster({ engines: 1, basePort: await freePort(), dir, demo: true, heartbeatMs });
  try {
    const replication = await measureReplication(cluster, rounds);
    const status: ClusterFigures['status'] = [];
    status.push({ nodes: cluster.nodes.length, spread: await measureStatus(cluster, statusRequests, cluster.nodes.length) });
    await registerRows(cluster, 50 - cluster.nodes.length);
    status.push({ nodes: 50, spread: await measureStatus(cluster, statusRequests, 50) });
    return { heartbeatMs, ...replication, status };
  } finally {
    await cluster.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printCluster(figures: ClusterFigures): void {
  const line = (label: string, s: Spread, note = '') =>
    console.log(`  ${label.padEnd(56)} p50 ${s.p50Ms.toFixed(2).padStart(8)} ms  p95 ${s.p95Ms.toFixed(2).padStart(8)} ms  (${s.samples} samples)${note}`);
  console.log(`Cluster (2 consoles, 1 engine, heartbeat ${figures.heartbeatMs} ms, one local PostgreSQL, all on this machine):`);
  line('POST /oauth/issuers on the active console', figures.write, '  (reference)');
  line('POST /cluster/replicate', figures.replicate);
  line('write start → engine discovery ?v= answers 200', figures.writeToVisible);
  const [reference, ...grown] = figures.status;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  line(`GET /cluster/status, ${reference.nodes} nodes (launched)`, reference.spread, `, ${kb(reference.spread.bytes)}  (reference)`);
  for (const entry of grown) {
    const ratio = (entry.spread.p50Ms / reference.spread.p50Ms).toFixed(2);
    line(`GET /cluster/status, ${entry.nodes} nodes (rows inserted directly)`, entry.spread, `, ${kb(entry.spread.bytes)}  (${ratio}× the p50)`);
  }
}
