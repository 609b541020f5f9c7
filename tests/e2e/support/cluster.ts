// A real cluster for one spec file: a throwaway PostgreSQL, an active console, a passive console
// and the engines, as `npm run cluster` starts them (scripts/lib/cluster-launcher.ts), seeded with
// the demo accounts. Pages and page.request go to the active console through baseURL.
import { test as base } from './test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, type Cluster } from '../../../scripts/lib/cluster-launcher';

export interface ClusterTestOptions {
  engines: number;
  /** Heartbeats this often (ms): a passive console synchronizes on each. */
  heartbeatMs?: number;
}

/**
 * The nodes listen on consecutive ports from E2E_CLUSTER_PORT (default E2E_PORT + 2, after the
 * shared server and the fixture), so parallel runs on one machine keep to their own ports.
 */
function basePort(): number {
  if (process.env.E2E_CLUSTER_PORT) return Number(process.env.E2E_CLUSTER_PORT);
  return Number(process.env.E2E_PORT ?? 9777) + 2;
}

/** Call once at the top of a spec file; the cluster starts with the first test that needs it and stops after the file. */
export function testWithCluster({ engines, heartbeatMs = 500 }: ClusterTestOptions) {
  let dir: string | undefined;
  let cluster: Promise<Cluster> | undefined;
  const started = () => {
    dir ??= mkdtempSync(join(tmpdir(), 'fc-e2e-cluster-'));
    return (cluster ??= startCluster({ engines, basePort: basePort(), dir, demo: true, heartbeatMs }));
  };
  // Worker-scoped with its own time limit: PostgreSQL and three nodes take longer than one test may.
  const test = base.extend<{ baseURL: string }, { cluster: Cluster }>({
    cluster: [async ({}, use) => use(await started()), { scope: 'worker', timeout: 180_000 }],
    baseURL: async ({ cluster: running }, use) => use(running.nodes[0].url),
  });
  test.afterAll(async () => {
    const running = cluster;
    cluster = undefined;
    await (await running)?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return test;
}
