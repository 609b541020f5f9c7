/**
 * Heartbeats with injected clocks: a node whose last heartbeat is more than 3 intervals old (by
 * the viewing node's clock) is out of contact, and is in contact again once it restarts. Each
 * node's clock is its own, as on separate machines; the viewer's heartbeats run on a short
 * interval and the test polls for them rather than waiting a fixed time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { eventually, startCluster, type TestCluster } from './support/cluster';

const HEARTBEAT_MS = 100;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

let cluster: TestCluster;
/** The active console: its clock stands still at T0, so its heartbeats all say T0. */
let active: TestServer;
let activeClock = T0;
/** The passive console the test reads the cluster through; its clock is moved by hand. */
let viewer: TestServer;
let viewerClock = T0;

beforeAll(async () => {
  cluster = await startCluster();
  active = await cluster.startNode({ demo: true, now: () => activeClock, node: { heartbeatMs: HEARTBEAT_MS } });
  viewer = await cluster.startNode({ now: () => viewerClock, node: { heartbeatMs: HEARTBEAT_MS } });
});
afterAll(() => cluster.stop());

const admin = (node: TestServer) => node.basic('Administrator', DEMO_PASSWORD);

async function status(node: TestServer) {
  const response = await admin(node).api('GET', '/cluster/status');
  expect(response.status, response.text).toBe(200);
  return response.body as { nodes: { address: string; inContact: boolean; lastHeartbeatTime: string }[] };
}

/** Moves the viewer's clock and waits for its next heartbeat to carry the new time. */
async function moveViewerClockTo(time: number): Promise<void> {
  viewerClock = time;
  const address = new URL(viewer.baseUrl).host;
  await eventually(
    async () => (await status(viewer)).nodes.find((node) => node.address === address)?.lastHeartbeatTime === new Date(time).toISOString(),
    `the viewer's heartbeat at ${time - T0} ms`,
  );
}

const inContact = async (node: TestServer) =>
  Object.fromEntries((await status(viewer)).nodes.map((row) => [row.address, row.inContact]))[new URL(node.baseUrl).host];

describe('heartbeats', () => {
  it('shows a node in contact up to 3 missed heartbeats, and out of contact after', async () => {
    await moveViewerClockTo(T0 + 3 * HEARTBEAT_MS);
    expect(await inContact(active)).toBe(true);
    const session = await viewer.login('Administrator', DEMO_PASSWORD);
    expect((await session.api('GET', '/internal/replicationInfo')).body.outOfContactNodes).toEqual([]);

    await moveViewerClockTo(T0 + 3 * HEARTBEAT_MS + 1);
    expect(await inContact(active)).toBe(false);
    expect(await inContact(viewer)).toBe(true);
    expect((await session.api('GET', '/internal/replicationInfo')).body.outOfContactNodes).toEqual([new URL(active.baseUrl).host]);
    const nodes = await session.api('GET', '/internal/nodes');
    expect(nodes.status).toBe(200);
    expect(nodes.body.items.map((node: { inContact: boolean }) => node.inContact)).toEqual([false, true]);
  });

  it('shows the node in contact again once it restarts', async () => {
    await active.close();
    activeClock = viewerClock;
    active = await cluster.startNode({ dataDir: active.dataDir, now: () => activeClock, node: { heartbeatMs: HEARTBEAT_MS } });
    expect(await inContact(active)).toBe(true);
  });

  it('records the passive console synchronizing on each heartbeat', async () => {
    viewerClock += 10_000;
    const synced = new Date(viewerClock).toISOString();
    await eventually(async () => (await admin(viewer).api('GET', '/cluster/adminNode/status')).body.configSyncTimestamp === synced, 'a sync');
    const session = await viewer.login('Administrator', DEMO_PASSWORD);
    const info = await session.api('GET', '/internal/activePassiveConsoleInfo');
    expect(info.status).toBe(200);
    // The heartbeat interval in whole seconds, at least 1; the warning after 3 of them.
    expect(info.body).toMatchObject({ enabled: true, role: 'PASSIVE', synchronizationIntervalSecs: 1, synchronizationWarningSecs: 3 });
    expect(info.body.activeNodeLastSuccessfulSyncTime).toBe(synced);
    const own = await admin(viewer).api('GET', '/cluster/adminNode/status');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ consoleRole: 'PASSIVE', configSyncStatus: 'SUCCEEDED', configSyncTimestamp: synced });
  });
});
