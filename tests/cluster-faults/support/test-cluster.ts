/**
 * One cluster per test file (scripts/lib/cluster-launcher.ts) on free ports in a temporary
 * directory, with fast heartbeats; `dispose` stops it and removes the directory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, type Cluster, type ClusterNode } from '../../../scripts/lib/cluster-launcher';
import { adminApi, GiveUp, type AdminApi } from './admin-client';

export const HEARTBEAT_MS = 250;

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * The first port the kernel hands out to outgoing sockets and to listen(0): the throwaway
 * PostgreSQL of this or another test file, or a client connection, may take any port from it on
 * between our check and the node's listen, so the nodes stay below it.
 */
function ephemeralPortsStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/** `count` consecutive free ports below the ephemeral range (the launcher numbers its nodes from a base port). */
async function freePortRange(count: number): Promise<number> {
  const lowest = 10_000;
  const span = Math.max(ephemeralPortsStart() - lowest - count, 1_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = lowest + Math.floor(Math.random() * span);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

export interface TestCluster extends Cluster {
  /** The admin API of a node as the demo Administrator. */
  api(name: string): AdminApi;
  /** A probe's guard: a node that died (without being killed on purpose) ends the wait with its log. */
  alive(): void;
}

export async function startTestCluster(engines: number): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'console-cluster-'));
  try {
    const cluster = await startCluster({ engines, basePort: await freePortRange(engines + 2), dir, demo: true, heartbeatMs: HEARTBEAT_MS });
    const dispose = cluster.dispose.bind(cluster);
    return Object.assign(cluster, {
      api: (name: string) => adminApi(cluster.node(name).url),
      alive() {
        const dead = cluster.nodes.find((node: ClusterNode) => node.unexpectedExits.length > 0);
        if (dead) throw new GiveUp(`${dead.name} exited: ${JSON.stringify(dead.unexpectedExits)}\n${dead.logTail()}`);
      },
      async dispose() {
        try {
          await dispose();
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
