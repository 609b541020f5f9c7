/**
 * The test run's PostgreSQL (vitest globalSetup: one throwaway server per run, see
 * scripts/lib/throwaway-postgres.ts), and a fresh database per test file (`createTestDatabase`).
 * The run stops the server and removes its directory at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the throwaway server's superuser (database `postgres`). */
    postgresAdminUrl: string;
  }
}

/** vitest globalSetup: starts the server, provides its admin URL, and returns the teardown. */
export default async function startPostgres(project: TestProject): Promise<() => Promise<void>> {
  const server = await startThrowawayPostgres();
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.dispose();
}

export interface TestDatabase {
  /** postgres://… of a new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the run's server, for one test file (or one test server); a copy of `template` when given (no one may be connected to it). */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (template !== undefined && !/^test_[0-9a-f]{16}$/.test(template)) throw new Error(`not a test database: ${template}`);
    await admin.query(template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
