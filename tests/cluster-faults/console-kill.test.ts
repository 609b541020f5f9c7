/**
 * kill -9 the active console: the passive console refuses writes until it is switched to active,
 * then has every write the old active console acknowledged, and takes new ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApi } from './support/admin-client';
import { startTestCluster, type TestCluster } from './support/test-cluster';

let cluster: TestCluster;
let active: AdminApi;
let passive: AdminApi;

beforeAll(async () => {
  cluster = await startTestCluster(0);
  active = cluster.api('console-1');
  passive = cluster.api('console-2');
});
afterAll(async () => cluster?.dispose());

const issuer = (i: number) => ({ id: `acknowledged-${i}`, name: `Acknowledged ${i}`, host: `ack${i}.example.com` });

describe('the active console killed with SIGKILL', () => {
  it('lets the passive console become active with every acknowledged write', async () => {
    expect(await cluster.consoleRole(cluster.node('console-1'))).toBe('ACTIVE');
    expect(await cluster.consoleRole(cluster.node('console-2'))).toBe('PASSIVE');

    const acknowledged: number[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await active('POST', '/oauth/issuers', issuer(i));
      expect(created.status).toBe(201);
      acknowledged.push(i);
    }
    await cluster.node('console-1').kill('SIGKILL');

    const refused = await passive('POST', '/oauth/issuers', issuer(100));
    expect(refused.status).toBe(403);
    expect(refused.body.resultId).toBe('passive_admin_node');

    const switched = await passive('POST', '/cluster/adminNode/role/active');
    expect(switched.status).toBe(200);
    expect(await cluster.consoleRole(cluster.node('console-2'))).toBe('ACTIVE');
    expect(await cluster.consoleRole(cluster.node('console-1'))).toBe('PASSIVE');
    const ownStatus = await passive('GET', '/cluster/adminNode/status');
    expect(ownStatus.body.consoleRole).toBe('ACTIVE');

    for (const i of acknowledged) {
      const read = await passive('GET', `/oauth/issuers/${issuer(i).id}`);
      expect(read.status, issuer(i).id).toBe(200);
      expect(read.body).toEqual(issuer(i));
    }
    expect((await passive('POST', '/oauth/issuers', issuer(100))).status).toBe(201);
    cluster.alive();
  });
});
