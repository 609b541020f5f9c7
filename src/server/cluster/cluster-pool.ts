/**
 * The cluster's own connections to the shared PostgreSQL database (node rows, roles, LISTEN),
 * beside the store's pool: a few connections are enough for heartbeats and status reads.
 */
import pg from 'pg';

/** BIGINT (epoch ms, versions) as a number: every value we keep is far below 2^53. */
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export function openClusterPool(databaseUrl: string, max = 3): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, types });
  // An idle connection the database drops (a restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}
