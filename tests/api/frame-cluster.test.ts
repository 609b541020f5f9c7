import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server?.stop());

describe('cluster summary of a standalone server', () => {
  it('has no cluster nodes', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const nodes = await admin.api('GET', '/internal/nodes');
    expect(nodes.status).toBe(200);
    expect(nodes.body).toEqual({ items: [] });
  });

  it('needs no replication and has no out-of-date or failed nodes', async () => {
    const admin = await server.login('auditor', DEMO_PASSWORD);
    const replication = await admin.api('GET', '/internal/replicationInfo');
    expect(replication.status).toBe(200);
    expect(replication.body).toEqual({ replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: [] });
  });

  it('is not a passive admin node and has no multiple admin consoles', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', '/internal/synchronizationInfo')).body).toEqual({
      isPassiveAdminNode: false,
      isMultipleAdminNodesEnabled: false,
    });
    expect((await admin.api('GET', '/internal/activePassiveConsoleInfo')).body).toEqual({ enabled: false });
    // The setup wizard reads it with the new administrator's Basic credentials.
    expect((await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/internal/activePassiveConsoleInfo')).body).toEqual({
      enabled: false,
    });
  });

  it('refuses to switch the console role with 403', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const response = await admin.api('POST', '/cluster/adminNode/role/active');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: 'Multiple admin console nodes are not enabled on this server.' });
    expect((await server.basic('crypto', DEMO_PASSWORD).api('POST', '/cluster/adminNode/role/active')).body.message).not.toBe(
      'Multiple admin console nodes are not enabled on this server.',
    );
  });

  it('needs the console session for the frame data', async () => {
    for (const path of ['/internal/nodes', '/internal/replicationInfo', '/internal/synchronizationInfo']) {
      expect((await server.anonymous.api('GET', path)).status, path).toBe(401);
    }
  });
});
