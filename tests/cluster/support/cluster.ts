/**
 * Several in-process nodes on one throwaway PostgreSQL database: each a real server (buildServer)
 * with its own data directory, as separate machines would run. The nodes share one master.key,
 * as a real cluster's nodes must (it unwraps the shared configuration's data keys).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MASTER_KEY_FILE_NAME } from '../../../src/server/domain/keys/master-key';
import type { NodeOptions } from '../../../src/server/cluster/node-options';
import { withRawDatabase } from '../../api/support/raw-database';
import { createTestDatabase, type TestDatabase } from '../../api/support/postgres';
import { startTestServer, type TestServer, type TestServerOptions } from '../../api/support/test-server';

/** Long enough that no heartbeat fires during a test unless the test asks for one. */
export const QUIET_HEARTBEAT_MS = 600_000;

export interface NodeStart extends Omit<TestServerOptions, 'node'> {
  node?: Partial<NodeOptions>;
}

export interface TestCluster {
  database: TestDatabase;
  /** A clustered console (default) or another mode, on the cluster's database. */
  startNode(options?: NodeStart): Promise<TestServer>;
  /** Stops every node still running and drops the database. */
  stop(): Promise<void>;
}

export async function startCluster(): Promise<TestCluster> {
  const database = await createTestDatabase();
  const masterKey = randomBytes(32);
  const nodes: TestServer[] = [];
  return {
    database,
    async startNode({ node, ...options } = {}) {
      const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cluster-node-'));
      writeFileSync(join(dataDir, MASTER_KEY_FILE_NAME), masterKey, { mode: 0o600, flag: 'w' });
      const server = await startTestServer({
        ...options,
        dataDir,
        databaseUrl: database.url,
        node: { mode: 'CLUSTERED_CONSOLE', heartbeatMs: QUIET_HEARTBEAT_MS, ...node },
      });
      nodes.push(server);
      // A node records its address once it listens (fastify's onListen runs after listen resolves).
      const address = new URL(server.baseUrl).host;
      await eventually(
        () => withRawDatabase(server, async (db) => (await db.query('SELECT 1 FROM cluster_nodes WHERE address = ?', [address])).length === 1),
        `${address} is registered`,
      );
      return server;
    },
    async stop() {
      for (const server of nodes) await server.stop().catch(() => undefined);
      await database.drop();
    },
  };
}

/** Polls `check` until it resolves true: for conditions a heartbeat brings about. */
export async function eventually(check: () => Promise<boolean>, what: string, deadlineMs = 20_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
