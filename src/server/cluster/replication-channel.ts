/**
 * The PostgreSQL NOTIFY channel on which the active console announces a replicated
 * configuration version; engines LISTEN on it (a missed notify is caught up on a heartbeat).
 */
import type pg from 'pg';

export const REPLICATION_CHANNEL = 'configuration_replicated';

export async function notifyReplicated(pool: pg.Pool, version: number): Promise<void> {
  await pool.query('SELECT pg_notify($1, $2)', [REPLICATION_CHANNEL, String(version)]);
}
