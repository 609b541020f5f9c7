/**
 * An engine that cannot apply a replicated snapshot reports FAILED, keeps serving what it had
 * applied, makes replication required, and recovers on the next good replication.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLICATION_CHANNEL } from '../../src/server/cluster/replication-channel';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { eventually, startCluster, type TestCluster, type TestEngine } from './support/cluster';

let cluster: TestCluster;
let active: TestServer;
let engine: TestEngine;

beforeAll(async () => {
  cluster = await startCluster();
  active = await cluster.startNode({ demo: true });
  expect((await admin().api('POST', '/cluster/replicate')).status).toBe(200);
  engine = await cluster.startEngine();
});
afterAll(() => cluster.stop());

const admin = () => active.basic('Administrator', DEMO_PASSWORD);
const issuerStatus = async (id: string) => (await engine.get(`/.well-known/openid-configuration?v=${id}`)).status;

async function engineRow() {
  const status = await admin().api('GET', '/cluster/status');
  expect(status.status).toBe(200);
  return { status: status.body, row: status.body.nodes.find((node: { address: string }) => node.address === engine.address) };
}

/** Publishes the current version with a snapshot that cannot be read, as a corrupted row would. */
async function publishUnreadableSnapshot(): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.database.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO configuration_snapshots (version, created_at, doc) SELECT version, $1, 'not json' FROM configuration_state WHERE id = 1
       ON CONFLICT (version) DO UPDATE SET doc = 'not json'`,
      [Date.now()],
    );
    await client.query('UPDATE configuration_state SET replicated_version = version, replicated_at = $1 WHERE id = 1', [Date.now()]);
    await client.query('COMMIT');
    await client.query('SELECT pg_notify($1, $2)', [REPLICATION_CHANNEL, 'corrupt']);
  } finally {
    await client.end();
  }
}

describe('a failed replication', () => {
  it('is reported as FAILED and requires replication, while the engine keeps its applied configuration', async () => {
    expect(await issuerStatus('emea')).toBe(200);
    const created = await admin().api('POST', '/oauth/issuers', { id: 'after-failure', name: 'After Failure', host: 'after.example.com' });
    expect(created.status).toBe(201);
    await publishUnreadableSnapshot();
    await eventually(async () => (await engineRow()).row?.replicationStatus === 'FAILED', 'the engine reports FAILED');
    const { status } = await engineRow();
    // The configuration version is replicated: only the failed engine makes replication required.
    expect(status.replicationRequired).toBe(true);
    const session = await active.login('Administrator', DEMO_PASSWORD);
    const info = await session.api('GET', '/internal/replicationInfo');
    expect(info.body).toMatchObject({ replicationRequired: true, failedNodes: [engine.address], outOfDateNodes: [] });
    expect(await issuerStatus('emea')).toBe(200);
    expect(await issuerStatus('after-failure')).toBe(404);
  });

  it('recovers on the next replication', async () => {
    expect((await admin().api('POST', '/cluster/replicate')).status).toBe(200);
    await eventually(async () => (await engineRow()).row?.replicationStatus === 'SUCCEEDED', 'the engine applies the good snapshot');
    expect((await engineRow()).status.replicationRequired).toBe(false);
    expect(await issuerStatus('after-failure')).toBe(200);
  });
});
