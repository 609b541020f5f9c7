/**
 * Several in-process nodes on one throwaway PostgreSQL database: each a real server (buildServer)
 * with its own data directory, as separate machines would run. The nodes share one master.key,
 * as a real cluster's nodes must (it unwraps the shared configuration's data keys).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MASTER_KEY_FILE_NAME } from '../../../src/server/services/keys/master-key';
import { listeningAddress } from '../../../src/server/cluster/listening-address';
import type { NodeOptions } from '../../../src/server/cluster/node-options';
import { buildEngine } from '../../../src/server/engine/engine-app';
import { withRawDatabase } from '../../api/support/raw-database';
import { createTestDatabase, type TestDatabase } from '../../api/support/postgres';
import { startTestServer, type TestServer, type TestServerOptions } from '../../api/support/test-server';

/** Long enough that no heartbeat fires during a test unless the test asks for one. */
export const QUIET_HEARTBEAT_MS = 600_000;

export interface NodeStart extends Omit<TestServerOptions, 'node'> {
  node?: Partial<NodeOptions>;
}

/** An engine node on the cluster's database, listening on a free port. */
export interface TestEngine {
  baseUrl: string;
  address: string;
  dataDir: string;
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

export interface TestCluster {
  database: TestDatabase;
  startEngine(options?: NodeStart): Promise<TestEngine>;
  /** A clustered console (default) or another mode, on the cluster's database. */
  startNode(options?: NodeStart): Promise<TestServer>;
  /** Stops every node still running and drops the database. */
  stop(): Promise<void>;
}

export async function startCluster(): Promise<TestCluster> {
  const database = await createTestDatabase();
  const masterKey = randomBytes(32);
  const nodes: TestServer[] = [];
  // A node records its address once it listens (fastify's onListen runs after listen resolves).
  const registered = (address: string) =>
    eventually(
      () => withRawDatabase({ dataDir: '', databaseUrl: database.url }, async (db) => (await db.query('SELECT 1 FROM cluster_nodes WHERE address = ?', [address])).length === 1),
      `${address} is registered`,
    );
  const engines: TestEngine[] = [];
  const privateDataDir = (dataDir?: string) => {
    const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'cluster-node-'));
    writeFileSync(join(dir, MASTER_KEY_FILE_NAME), masterKey, { mode: 0o600, flag: 'w' });
    return dir;
  };
  return {
    database,
    async startEngine({ node, ...options } = {}) {
      const dataDir = privateDataDir(options.dataDir);
      const app = await buildEngine({
        ...options,
        dataDir,
        databaseUrl: database.url,
        node: { mode: 'CLUSTERED_ENGINE', heartbeatMs: QUIET_HEARTBEAT_MS, ...node },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = listeningAddress(app);
      const engine: TestEngine = {
        baseUrl: `http://${address}`,
        address,
        dataDir,
        get: (path) => fetch(`http://${address}${path}`, { redirect: 'manual' }),
        close: () => app.close(),
      };
      engines.push(engine);
      await registered(address);
      return engine;
    },
    async startNode({ node, ...options } = {}) {
      const dataDir = privateDataDir(options.dataDir);
      const server = await startTestServer({
        ...options,
        dataDir,
        databaseUrl: database.url,
        node: { mode: 'CLUSTERED_CONSOLE', heartbeatMs: QUIET_HEARTBEAT_MS, ...node },
      });
      nodes.push(server);
      await registered(new URL(server.baseUrl).host);
      return server;
    },
    async stop() {
      for (const engine of engines) {
        await engine.close().catch(() => undefined);
        rmSync(engine.dataDir, { recursive: true, force: true });
      }
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
