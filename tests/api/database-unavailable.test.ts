/**
 * Which store failures mean "the database cannot be reached" (503 database_unavailable) and which
 * are ordinary errors, on real node-postgres errors from the run's throwaway PostgreSQL: a refused
 * connection, a backend terminated by the administrator, a client whose connection broke, against
 * a constraint violation and a syntax error. The whole outage, with a server process under load,
 * is tests/cluster-faults/database-outage.test.ts.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../../scripts/lib/throwaway-postgres';
import { isDatabaseUnavailable } from '../../src/server/http/error-handling';

const adminUrl = () => inject('postgresAdminUrl');

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl() });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

describe('isDatabaseUnavailable on real node-postgres errors', () => {
  it('a refused connection (nothing listens on the port)', async () => {
    const url = new URL(adminUrl());
    url.port = String(await freePort());
    const error = await failure(() => new pg.Client({ connectionString: url.toString() }).connect());
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a backend terminated by the administrator (57P01), then the broken client', async () => {
    const victim = await connected();
    const admin = await connected();
    try {
      const pid = (await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const sleeping = failure(() => victim.query('SELECT pg_sleep(30)'));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const terminated = await sleeping;
      expect((terminated as { code?: string }).code).toBe('57P01');
      expect(isDatabaseUnavailable(terminated)).toBe(true);
      const broken = await failure(() => victim.query('SELECT 1'));
      expect(isDatabaseUnavailable(broken)).toBe(true);
      expect(isDatabaseUnavailable(new Error('store failed', { cause: terminated }))).toBe(true);
    } finally {
      await victim.end().catch(() => undefined);
      await admin.end();
    }
  });

  it('not a constraint violation or a syntax error', async () => {
    const client = await connected();
    try {
      await client.query('CREATE TEMP TABLE once (id INT PRIMARY KEY)');
      await client.query('INSERT INTO once VALUES (1)');
      const duplicate = await failure(() => client.query('INSERT INTO once VALUES (1)'));
      expect((duplicate as { code?: string }).code).toBe('23505');
      expect(isDatabaseUnavailable(duplicate)).toBe(false);
      const syntax = await failure(() => client.query('SELEC 1'));
      expect(isDatabaseUnavailable(syntax)).toBe(false);
      expect(isDatabaseUnavailable(new Error('The store is closed.'))).toBe(false);
    } finally {
      await client.end();
    }
  });
});
