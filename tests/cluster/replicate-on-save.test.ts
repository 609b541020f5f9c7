/**
 * x-replicate-on-save on a console without engines (so replicationRequired is the configuration
 * version alone): creating a PingOne connection replicates at once when
 * replicateConnectionsOnSave is on, and only then.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialFixtures } from '../fixtures/licenses/credential-fixtures';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { startCluster, type TestCluster } from './support/cluster';

let cluster: TestCluster;
let active: TestServer;

beforeAll(async () => {
  cluster = await startCluster();
  active = await cluster.startNode({ demo: true });
});
afterAll(() => cluster.stop());

const admin = () => active.basic('Administrator', DEMO_PASSWORD);

async function replicationRequired(): Promise<boolean> {
  const status = await admin().api('GET', '/cluster/status');
  expect(status.status, status.text).toBe(200);
  return status.body.replicationRequired;
}

async function createConnection(name: string): Promise<void> {
  const created = await admin().api('POST', '/pingOneConnections', { name, active: true, credential: credentialFixtures().valid });
  expect(created.status, created.text).toBe(201);
}

async function putSettings(settings: Record<string, boolean>): Promise<void> {
  expect((await admin().api('PUT', '/cluster/settings', settings)).status).toBe(200);
  expect((await admin().api('POST', '/cluster/replicate')).status).toBe(200);
  expect(await replicationRequired()).toBe(false);
}

describe('replicate on save', () => {
  it('leaves a saved connection unreplicated while the setting is off', async () => {
    await putSettings({ replicateConnectionsOnSave: false, replicateClientsOnSave: true });
    await createConnection('Saved Without Replication');
    expect(await replicationRequired()).toBe(true);
  });

  it('replicates a saved connection at once when replicateConnectionsOnSave is on', async () => {
    await putSettings({ replicateConnectionsOnSave: true });
    await createConnection('Saved With Replication');
    expect(await replicationRequired()).toBe(false);
  });
});
