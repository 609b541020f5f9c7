/**
 * One cluster per test file (scripts/lib/cluster-launcher.ts) on free ports in a temporary
 * directory, with fast heartbeats; `dispose` stops it and removes the directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

/** `count` consecutive free ports (the launcher numbers its nodes from a base port). */
async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
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
