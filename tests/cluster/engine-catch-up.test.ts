/**
 * An engine that misses a notify still catches up: on a heartbeat when it is behind the
 * replicated version, and after its LISTEN connection is cut (it reconnects and looks).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLICATION_CHANNEL } from '../../src/server/cluster/replication-channel';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { eventually, startCluster, type TestCluster, type TestEngine } from './support/cluster';

let cluster: TestCluster;
let active: TestServer;

beforeAll(async () => {
  cluster = await startCluster();
  active = await cluster.startNode({ demo: true });
});
afterAll(() => cluster.stop());

const admin = () => active.basic('Administrator', DEMO_PASSWORD);

async function createIssuer(id: string): Promise<void> {
  const created = await admin().api('POST', '/oauth/issuers', { id, name: `Issuer ${id}`, host: `${id}.example.com` });
  expect(created.status, created.text).toBe(201);
}

const serves = async (engine: TestEngine, id: string) => (await engine.get(`/.well-known/openid-configuration?v=${id}`)).status === 200;

/** Runs one statement as the database's owner (the test server's superuser). */
async function asSuperuser<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe('engine catch-up', () => {
  it('applies a version published without a notify on its next heartbeat when behind', async () => {
    const engine = await cluster.startEngine({ node: { heartbeatMs: 100 } });
    await createIssuer('silent');
    // Publish as the console would, but without the NOTIFY: the engine hears nothing.
    const store = await active.openStore();
    try {
      await store.transaction((tx) => tx.publishConfiguration(Date.now()));
    } finally {
      await store.close();
    }
    await eventually(() => serves(engine, 'silent'), 'the engine applies the silently published version');
  });

  it('listens again after its LISTEN connection is cut, and catches up on what it missed', async () => {
    // Heartbeats too rare to help: only the listener can bring the new version.
    const engine = await cluster.startEngine();
    const listeners = () =>
      asSuperuser<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1", [`LISTEN ${REPLICATION_CHANNEL}`]);
    const before = (await listeners()).map((row) => row.pid);
    expect(before.length).toBeGreaterThan(0);
    for (const pid of before) await asSuperuser('SELECT pg_terminate_backend($1)', [pid]);
    await createIssuer('missed');
    expect((await admin().api('POST', '/cluster/replicate')).status).toBe(200);
    await eventually(() => serves(engine, 'missed'), 'the engine reconnects and applies the missed version');
    const after = (await listeners()).map((row) => row.pid);
    expect(after.some((pid) => !before.includes(pid))).toBe(true);
  });
});
