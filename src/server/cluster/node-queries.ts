/**
 * The SQL of cluster_nodes (migration 4): one row per node. Registration and the console-role
 * switch take one advisory lock inside their transaction, so they run one at a time across the
 * cluster; the partial unique index on console_role = 'ACTIVE' backs that up in the database.
 */
import type pg from 'pg';
import { inClientTransaction } from '../store/postgres-client-transaction';
import type { ClusteredMode } from './node-options';

export type ConsoleRole = 'ACTIVE' | 'PASSIVE';
export type ReplicationStatus = 'RETRIEVING' | 'APPLYING' | 'SUCCEEDED' | 'FAILED';
export type SyncStatus = 'SUCCEEDED' | 'FAILED';

export interface NodeRow {
  nodeId: string;
  index: number;
  address: string;
  version: string;
  mode: ClusteredMode;
  tags: string | null;
  group: string | null;
  startedAt: number;
  lastHeartbeatAt: number;
  consoleRole: ConsoleRole | null;
  consoleRoleUpdatedAt: number | null;
  syncStatus: SyncStatus | null;
  syncAt: number | null;
  appliedVersion: number | null;
  configurationTimestamp: number | null;
  replicationStatus: ReplicationStatus | null;
}

export interface NodeRegistration {
  nodeId: string;
  address: string;
  version: string;
  mode: ClusteredMode;
  tags?: string;
  group?: string;
  now: number;
}

/** The advisory lock key of registrations and role switches (any constant shared by all nodes). */
const NODE_ROLES_LOCK = 1_007_010;

const COLUMNS = `node_id AS "nodeId", node_index AS "index", address, version, mode, node_tags AS "tags",
  node_group AS "group", started_at AS "startedAt", last_heartbeat_at AS "lastHeartbeatAt",
  console_role AS "consoleRole", console_role_updated_at AS "consoleRoleUpdatedAt", sync_status AS "syncStatus",
  sync_at AS "syncAt", applied_version AS "appliedVersion", configuration_timestamp AS "configurationTimestamp",
  replication_status AS "replicationStatus"`;

/** A transaction holding the cluster's role lock: registrations and switches run one at a time. */
function withRolesLock<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inClientTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [NODE_ROLES_LOCK]);
    return fn(client);
  });
}

/**
 * Upserts the node's row: a known node keeps its index, a new one takes the lowest free index
 * (from 1). A console is ACTIVE when it already was or when no row is ACTIVE, otherwise PASSIVE.
 * What an engine had applied belongs to its previous process and is cleared.
 */
export function registerNode(pool: pg.Pool, node: NodeRegistration): Promise<NodeRow> {
  return withRolesLock(pool, async (client) => {
    const own = await client.query<{ index: number; consoleRole: ConsoleRole | null }>(
      'SELECT node_index AS "index", console_role AS "consoleRole" FROM cluster_nodes WHERE node_id = $1',
      [node.nodeId],
    );
    const previous = own.rows[0];
    const index =
      previous?.index ??
      (
        await client.query<{ index: number }>(
          `SELECT MIN(n) AS "index" FROM generate_series(1, (SELECT COUNT(*) + 1 FROM cluster_nodes)) AS n
           WHERE n NOT IN (SELECT node_index FROM cluster_nodes)`,
        )
      ).rows[0].index;
    let role: ConsoleRole | null = null;
    if (node.mode === 'CLUSTERED_CONSOLE') {
      const active = await client.query("SELECT 1 FROM cluster_nodes WHERE console_role = 'ACTIVE' AND node_id <> $1", [node.nodeId]);
      role = active.rowCount === 0 ? 'ACTIVE' : 'PASSIVE';
    }
    const roleChanged = role !== (previous?.consoleRole ?? null);
    const result = await client.query<NodeRow>(
      `INSERT INTO cluster_nodes (node_id, node_index, address, version, mode, node_tags, node_group, started_at,
         last_heartbeat_at, console_role, console_role_updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, CASE WHEN $9::text IS NULL THEN NULL ELSE $8::bigint END)
       ON CONFLICT (node_id) DO UPDATE SET address = $3, version = $4, mode = $5, node_tags = $6, node_group = $7,
         started_at = $8, last_heartbeat_at = $8, console_role = $9,
         console_role_updated_at = CASE WHEN $10 THEN EXCLUDED.console_role_updated_at ELSE cluster_nodes.console_role_updated_at END,
         sync_status = NULL, sync_at = NULL, applied_version = NULL, configuration_timestamp = NULL, replication_status = NULL
       RETURNING ${COLUMNS}`,
      [node.nodeId, index, node.address, node.version, node.mode, node.tags ?? null, node.group ?? null, node.now, role, roleChanged],
    );
    return result.rows[0];
  });
}

/** Resolves false when the node has no row (removed meanwhile): it should register again. */
export async function recordHeartbeat(pool: pg.Pool, nodeId: string, address: string, now: number): Promise<boolean> {
  const result = await pool.query('UPDATE cluster_nodes SET last_heartbeat_at = $2, address = $3 WHERE node_id = $1', [nodeId, now, address]);
  return result.rowCount === 1;
}

/** A console's synchronization with the shared configuration; sync_at keeps the last success. */
export async function recordSync(pool: pg.Pool, nodeId: string, status: SyncStatus, now: number, configurationTimestamp?: number): Promise<void> {
  await pool.query(
    `UPDATE cluster_nodes SET sync_status = $2, sync_at = CASE WHEN $2 = 'SUCCEEDED' THEN $3 ELSE sync_at END,
       configuration_timestamp = COALESCE($4, configuration_timestamp) WHERE node_id = $1`,
    [nodeId, status, now, configurationTimestamp ?? null],
  );
}

/** An engine's replication progress; the applied version and its time come with SUCCEEDED. */
export async function recordReplication(
  pool: pg.Pool,
  nodeId: string,
  status: ReplicationStatus,
  applied?: { version: number; configurationTimestamp: number | null },
): Promise<void> {
  await pool.query(
    applied
      ? 'UPDATE cluster_nodes SET replication_status = $2, applied_version = $3, configuration_timestamp = $4 WHERE node_id = $1'
      : 'UPDATE cluster_nodes SET replication_status = $2 WHERE node_id = $1',
    applied ? [nodeId, status, applied.version, applied.configurationTimestamp] : [nodeId, status],
  );
}

/**
 * A clean shutdown forgets engines and passive consoles; the active console keeps its row so the
 * cluster always records exactly one active console (shown out of contact while it is down).
 */
export async function deregisterNode(pool: pg.Pool, nodeId: string): Promise<void> {
  await pool.query("DELETE FROM cluster_nodes WHERE node_id = $1 AND console_role IS DISTINCT FROM 'ACTIVE'", [nodeId]);
}

export async function listNodes(pool: pg.Pool): Promise<NodeRow[]> {
  return (await pool.query<NodeRow>(`SELECT ${COLUMNS} FROM cluster_nodes ORDER BY node_index`)).rows;
}

export async function getNode(pool: pg.Pool, nodeId: string): Promise<NodeRow | undefined> {
  return (await pool.query<NodeRow>(`SELECT ${COLUMNS} FROM cluster_nodes WHERE node_id = $1`, [nodeId])).rows[0];
}

/**
 * Makes `nodeId` the active console: in one transaction the ACTIVE row becomes PASSIVE and this
 * one ACTIVE. Resolves false, changing nothing, when the node is not a registered console.
 */
export function switchToActive(pool: pg.Pool, nodeId: string, now: number): Promise<boolean> {
  return withRolesLock(pool, async (client) => {
    const own = await client.query<{ consoleRole: ConsoleRole | null }>('SELECT console_role AS "consoleRole" FROM cluster_nodes WHERE node_id = $1', [nodeId]);
    const role = own.rows[0]?.consoleRole;
    if (!role) return false;
    if (role === 'ACTIVE') return true;
    await client.query("UPDATE cluster_nodes SET console_role = 'PASSIVE', console_role_updated_at = $1 WHERE console_role = 'ACTIVE'", [now]);
    await client.query("UPDATE cluster_nodes SET console_role = 'ACTIVE', console_role_updated_at = $2 WHERE node_id = $1", [nodeId, now]);
    return true;
  });
}
