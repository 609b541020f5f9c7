/**
 * The /cluster/* operations and the frame's cluster data on a clustered console: shapes checked
 * against our contract and PingFederate's, settings shared by the cluster, role rules, and the
 * 403 not_clustered answers of a standalone server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CLUSTERED_MESSAGE } from '../../src/server/features/cluster/cluster-handlers';
import { contractAjv } from '../api/support/contract-values';
import { expectValidAgainstReference } from '../api/support/reference-schemas';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../api/support/test-server';
import { startCluster, type TestCluster } from './support/cluster';

let cluster: TestCluster;
let active: TestServer;
let passive: TestServer;

beforeAll(async () => {
  cluster = await startCluster();
  active = await cluster.startNode({ demo: true, node: { group: 'east' } });
  passive = await cluster.startNode();
});
afterAll(() => cluster.stop());

const as = (node: TestServer, username = 'Administrator') => node.basic(username, DEMO_PASSWORD);

function expectContract(schemaName: string, body: unknown): void {
  const validate = contractAjv.getSchema(`contract#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`no contract schema ${schemaName}`);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /cluster/status', () => {
  it('describes every node in the contract and PingFederate shapes', async () => {
    const response = await as(active).api('GET', '/cluster/status');
    expect(response.status, response.text).toBe(200);
    expectContract('ClusterStatus', response.body);
    expectValidAgainstReference('ClusterStatus', response.body);
    expect(response.body).toMatchObject({ currentNodeIndex: 1, mixedMode: false });
    const [first, second] = response.body.nodes;
    expect(first).toMatchObject({
      address: new URL(active.baseUrl).host,
      index: 1,
      mode: 'CLUSTERED_CONSOLE',
      version: '12.1.0',
      nodeGroup: 'east',
      inContact: true,
      adminConsoleInfo: { consoleRole: 'ACTIVE', configSyncStatus: 'SUCCEEDED' },
    });
    expect(first.lastHeartbeatTime).toMatch(ISO_TIME);
    expect(first.adminConsoleInfo.consoleRoleLastUpdateDate).toMatch(ISO_TIME);
    expect(second).toMatchObject({ index: 2, mode: 'CLUSTERED_CONSOLE', adminConsoleInfo: { consoleRole: 'PASSIVE' } });
    // Node groups and tags only where a node has them; consoles have no replication status.
    expect(second).not.toHaveProperty('nodeGroup');
    expect(first).not.toHaveProperty('replicationStatus');
  });

  it('answers this console role and synchronization on GET /cluster/adminNode/status', async () => {
    const response = await as(passive).api('GET', '/cluster/adminNode/status');
    expect(response.status).toBe(200);
    expectContract('AdminConsoleInfo', response.body);
    expect(response.body).toMatchObject({ consoleRole: 'PASSIVE', configSyncStatus: 'SUCCEEDED' });
    expect(response.body.configSyncTimestamp).toMatch(ISO_TIME);
  });

  it('lets auditors read and refuses accounts without the administrator role', async () => {
    expect((await as(active, 'auditor').api('GET', '/cluster/status')).status).toBe(200);
    expect((await as(active, 'auditor').api('GET', '/cluster/settings')).status).toBe(200);
    expect((await as(active, 'auditor').api('PUT', '/cluster/settings', { replicateConnectionsOnSave: true })).status).toBe(403);
    expect((await as(active, 'auditor').api('POST', '/cluster/replicate')).status).toBe(403);
    for (const [method, path] of [
      ['GET', '/cluster/status'],
      ['GET', '/cluster/adminNode/status'],
      ['GET', '/cluster/settings'],
      ['POST', '/cluster/replicate'],
    ] as const) {
      const response = await as(active, 'crypto').api(method, path);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.resultId, `${method} ${path}`).toBe('forbidden');
    }
  });
});

describe('POST /cluster/replicate', () => {
  it('publishes the configuration: replication is required after a change and not after a replicate', async () => {
    const session = await active.login('Administrator', DEMO_PASSWORD);
    const required = async () => {
      const [info, status] = [await session.api('GET', '/internal/replicationInfo'), await as(active).api('GET', '/cluster/status')];
      expect(info.body.replicationRequired).toBe(status.body.replicationRequired);
      return status.body.replicationRequired as boolean;
    };
    // The demo seed changed the configuration, and nothing was replicated yet.
    expect(await required()).toBe(true);
    const replicated = await as(active).api('POST', '/cluster/replicate');
    expect(replicated.status, replicated.text).toBe(200);
    expect(replicated.body).toMatchObject({ message: 'Cluster nodes notified of new configuration.' });
    expect(await required()).toBe(false);
    const status = await as(passive).api('GET', '/cluster/status');
    expect(status.body.lastReplicationTime).toMatch(ISO_TIME);
    expect(Date.parse(status.body.lastReplicationTime)).toBeGreaterThanOrEqual(Date.parse(status.body.lastConfigUpdateTime));
    expect((await as(active).api('POST', '/oauth/issuers', { name: 'Replicated Issuer', host: 'replicated.example.com' })).status).toBe(201);
    expect(await required()).toBe(true);
  });
});

describe('cluster settings and client storage', () => {
  it('keeps the settings in the shared configuration, changed only on the active console', async () => {
    const initial = await as(passive).api('GET', '/cluster/settings');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ replicateConnectionsOnSave: false, replicateClientsOnSave: false });
    const updated = await as(active).api('PUT', '/cluster/settings', { replicateConnectionsOnSave: true });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toEqual({ replicateConnectionsOnSave: true, replicateClientsOnSave: false });
    expect((await as(passive).api('GET', '/cluster/settings')).body).toEqual(updated.body);
    const refused = await as(passive).api('PUT', '/cluster/settings', { replicateClientsOnSave: true });
    expect(refused.status).toBe(403);
    expect(refused.body.resultId).toBe('passive_admin_node');
    expect((await as(active).api('PUT', '/cluster/settings', { replicateConnectionsOnSave: 'yes' })).status).toBe(422);
    expect((await as(active).api('GET', '/cluster/settings')).body).toEqual(updated.body);
  });

  it('says OAuth clients are part of the replicated configuration', async () => {
    const session = await passive.login('Administrator', DEMO_PASSWORD);
    const response = await session.api('GET', '/internal/clientStorage');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isXmlClientStorage: true });
  });
});

describe('a standalone server', () => {
  let standalone: TestServer;
  beforeAll(async () => {
    standalone = await startTestServer({ demo: true });
  });
  afterAll(() => standalone?.stop());

  it('answers the /cluster/* operations with 403 not_clustered', async () => {
    for (const [method, path, body] of [
      ['GET', '/cluster/status'],
      ['GET', '/cluster/adminNode/status'],
      ['GET', '/cluster/settings'],
      ['PUT', '/cluster/settings', { replicateConnectionsOnSave: true }],
      ['POST', '/cluster/replicate'],
    ] as const) {
      const response = await as(standalone).api(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body, `${method} ${path}`).toMatchObject({ resultId: 'not_clustered', message: NOT_CLUSTERED_MESSAGE });
    }
    const session = await standalone.login('Administrator', DEMO_PASSWORD);
    expect((await session.api('GET', '/internal/nodes')).body).toEqual({ items: [] });
  });
});
