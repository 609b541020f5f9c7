/**
 * A local cluster of real processes on one throwaway PostgreSQL: an active console on basePort,
 * a passive console on basePort + 1 and the engines after them, each with its own data directory
 * under `dir` and the same master key. Used by `npm run cluster` (scripts/cluster.ts) and by the
 * fault tests, which kill -9, restart and stop nodes and PostgreSQL through it.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ServerProcess } from './server-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

export type NodeMode = 'CLUSTERED_CONSOLE' | 'CLUSTERED_ENGINE';

export const CLUSTER_DATABASE = 'console';
const MASTER_KEY = 'master.key';
const REGISTRATION_TIMEOUT_MS = 30_000;

export interface ClusterOptions {
  engines: number;
  basePort: number;
  /** PostgreSQL's files (dir/postgres), each node's data directory (dir/<name>) and logs (dir/logs). */
  dir: string;
  /** Seeds the demo data and accounts (through the first console). */
  demo?: boolean;
  /** --heartbeat-ms for every node; default the server's own. */
  heartbeatMs?: number;
}

export class ClusterNode extends ServerProcess {
  constructor(
    readonly mode: NodeMode,
    name: string,
    port: number,
    args: string[],
    logFile: string,
  ) {
    super({ name, port, args, logFile });
  }

  /** Address as the node registers it (<host>:<port>). */
  get address(): string {
    return `127.0.0.1:${this.options.port}`;
  }
}

export interface Cluster {
  dir: string;
  postgres: ThrowawayPostgres;
  /** What every node got as --database-url. */
  databaseUrl: string;
  /** console-1 (started first: active), console-2, engine-1 … engine-N. */
  nodes: ClusterNode[];
  node(name: string): ClusterNode;
  /** A query on the cluster's database (the launcher's own connection). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** The console role a node's row records (ACTIVE, PASSIVE), undefined for an engine or an unregistered node. */
  consoleRole(node: ClusterNode): Promise<string | undefined>;
  /** Stops the nodes (engines and passive consoles, then the active one), then PostgreSQL. */
  dispose(): Promise<void>;
}

/** The same master key in every node's data directory: they decrypt each other's secrets. */
function shareMasterKey(dir: string, nodeDirs: string[]): void {
  const shared = join(dir, MASTER_KEY);
  const existing = nodeDirs.map((nodeDir) => join(nodeDir, MASTER_KEY)).find((path) => existsSync(path));
  if (!existsSync(shared)) {
    if (existing) copyFileSync(existing, shared);
    else writeFileSync(shared, randomBytes(32), { mode: 0o600 });
  }
  for (const nodeDir of nodeDirs) {
    mkdirSync(nodeDir, { recursive: true, mode: 0o700 });
    const own = join(nodeDir, MASTER_KEY);
    if (!existsSync(own)) copyFileSync(shared, own);
  }
}

/** Under root PostgreSQL runs as `fcpg`, which must be able to pass through `dir` to its own subdirectory. */
function letPostgresThrough(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  letPostgresThrough(dir);
  const postgres = await startThrowawayPostgres({ dir: join(dir, 'postgres') });
  let db: pg.Pool | undefined;
  const nodes: ClusterNode[] = [];
  try {
    const databaseUrl = await postgres.createDatabase(CLUSTER_DATABASE);
    const specs: { name: string; mode: NodeMode }[] = [
      { name: 'console-1', mode: 'CLUSTERED_CONSOLE' },
      { name: 'console-2', mode: 'CLUSTERED_CONSOLE' },
      ...Array.from({ length: options.engines }, (_, i) => ({ name: `engine-${i + 1}`, mode: 'CLUSTERED_ENGINE' as const })),
    ];
    shareMasterKey(
      dir,
      specs.map((spec) => join(dir, spec.name)),
    );
    specs.forEach((spec, index) => {
      const args = ['--node-mode', spec.mode, '--database-url', databaseUrl, '--data-dir', join(dir, spec.name)];
      if (options.heartbeatMs !== undefined) args.push('--heartbeat-ms', String(options.heartbeatMs));
      if (options.demo && index === 0) args.push('--demo');
      nodes.push(new ClusterNode(spec.mode, spec.name, options.basePort + index, args, join(dir, 'logs', `${spec.name}.log`)));
    });

    // A small pool: it opens new connections by itself after the fault tests restarted PostgreSQL.
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db.on('error', () => undefined);
    const cluster = clusterOf(dir, postgres, databaseUrl, nodes, db);

    // The first console alone, so that it finds no active console and becomes the active one.
    await nodes[0].start();
    await waitForRegistration(cluster, nodes[0]);
    await Promise.all(nodes.slice(1).map((node) => node.start()));
    await Promise.all(nodes.slice(1).map((node) => waitForRegistration(cluster, node)));
    return cluster;
  } catch (error) {
    await Promise.allSettled(nodes.map((node) => node.kill()));
    await db?.end().catch(() => undefined);
    await postgres.stop().catch(() => undefined);
    throw error;
  }
}

function clusterOf(dir: string, postgres: ThrowawayPostgres, databaseUrl: string, nodes: ClusterNode[], db: pg.Pool): Cluster {
  const query: Cluster['query'] = (text, values) => db.query(text, values);
  return {
    dir,
    postgres,
    databaseUrl,
    nodes,
    query,
    node(name) {
      const node = nodes.find((candidate) => candidate.name === name);
      if (!node) throw new Error(`No node ${name} (nodes: ${nodes.map((n) => n.name).join(', ')})`);
      return node;
    },
    async consoleRole(node) {
      const rows = await query<{ console_role: string | null }>('SELECT console_role FROM cluster_nodes WHERE address = $1', [node.address]);
      return rows.rows[0]?.console_role ?? undefined;
    },
    async dispose() {
      const active = await Promise.all(nodes.map(async (node) => ((await this.consoleRole(node).catch(() => undefined)) === 'ACTIVE' ? node : undefined)));
      await Promise.allSettled(nodes.filter((node) => !active.includes(node)).map((node) => node.stop()));
      await Promise.allSettled(nodes.map((node) => node.stop()));
      await db.end().catch(() => undefined);
      await postgres.stop().catch(() => undefined);
    },
  };
}

/** A node answers before its row may be written; wait for the row, so its role can be read. */
async function waitForRegistration(cluster: Cluster, node: ClusterNode): Promise<void> {
  const deadline = Date.now() + REGISTRATION_TIMEOUT_MS;
  for (;;) {
    const rows = await cluster.query('SELECT 1 FROM cluster_nodes WHERE address = $1', [node.address]);
    if ((rows.rowCount ?? 0) > 0) return;
    if (!node.running) throw new Error(`${node.name} exited before registering:\n${node.logTail()}`);
    if (Date.now() > deadline) throw new Error(`${node.name} did not register within ${REGISTRATION_TIMEOUT_MS} ms:\n${node.logTail()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
