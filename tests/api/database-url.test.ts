/**
 * A server given a database URL keeps its data in PostgreSQL: no embedded-database banner, no
 * SQLite file in the data directory, and a second node on the same database (with the same master
 * key) sees what the first one wrote; a node with another master key refuses to start.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_KEY_MISMATCH } from '../../src/server/services/keys/configuration-keys';
import { MASTER_KEY_FILE_NAME } from '../../src/server/services/keys/master-key';
import { DATABASE_FILE_NAME } from '../../src/server/store/sqlite-store';
import { createTestDatabase, type TestDatabase } from './support/postgres';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let database: TestDatabase;
let first: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestServer({ demo: true, databaseUrl: database.url });
  admin = await bearerClient(first, 'Administrator', DEMO_PASSWORD);
});
afterAll(async () => {
  await first?.stop();
  await database?.drop();
});

describe('--database-url (ServerOptions.databaseUrl)', () => {
  it('shows no embedded-database banner and writes no SQLite file', async () => {
    const warnings = await admin.api('GET', '/internal/internalDbWarnings');
    expect(warnings.status).toBe(200);
    expect(warnings.body).toEqual({ items: [] });
    expect(existsSync(join(first.dataDir, DATABASE_FILE_NAME))).toBe(false);
    expect(readdirSync(first.dataDir)).toContain(MASTER_KEY_FILE_NAME);
  });

  it('shares the data with another node on the same database', async () => {
    const created = await admin.api('POST', '/oauth/issuers', { id: 'shared-issuer', name: 'Shared', host: 'shared.example.com' });
    expect(created.status).toBe(201);

    const secondDataDir = mkdtempSync(join(tmpdir(), 'console-api-test-'));
    copyFileSync(join(first.dataDir, MASTER_KEY_FILE_NAME), join(secondDataDir, MASTER_KEY_FILE_NAME));
    const second = await startTestServer({ dataDir: secondDataDir, databaseUrl: database.url });
    try {
      const onSecond = await bearerClient(second, 'Administrator', DEMO_PASSWORD);
      const fetched = await onSecond.api('GET', '/oauth/issuers/shared-issuer');
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual({ id: 'shared-issuer', name: 'Shared', host: 'shared.example.com' });
    } finally {
      await second.stop();
    }
  });

  it('refuses to start a node whose master.key does not open the database keys, and says why', async () => {
    const strangerDataDir = mkdtempSync(join(tmpdir(), 'console-api-test-'));
    await expect(startTestServer({ dataDir: strangerDataDir, databaseUrl: database.url })).rejects.toThrow(MASTER_KEY_MISMATCH);
    const issuers = await admin.api('GET', '/oauth/issuers');
    expect(issuers.status).toBe(200);
  });
});
