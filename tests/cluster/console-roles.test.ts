/**
 * Admin consoles of one cluster: the first is ACTIVE and later ones PASSIVE, indexes, restarts,
 * the passive console's refusal of configuration changes, and the switch to active (one
 * transaction; exactly one ACTIVE however the switches and starts race).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSIVE_ADMIN_NODE_MESSAGE } from '../../src/server/kernel/passive-console';
import { withRawDatabase } from '../api/support/raw-database';
import { openStoreDump } from '../api/support/store-dump';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { startCluster, type TestCluster } from './support/cluster';

let cluster: TestCluster;
beforeEach(async () => {
  cluster = await startCluster();
});
afterEach(() => cluster.stop());

const admin = (node: TestServer) => node.basic('Administrator', DEMO_PASSWORD);
const addressOf = (node: TestServer) => new URL(node.baseUrl).host;

interface ConsoleRow {
  address: string;
  index: number;
  role: string | undefined;
}

/** The console rows of GET /cluster/status as `node` reports them, by index. */
async function consoles(node: TestServer): Promise<ConsoleRow[]> {
  const status = await admin(node).api('GET', '/cluster/status');
  expect(status.status, status.text).toBe(200);
  return (status.body.nodes as { address: string; index: number; adminConsoleInfo?: { consoleRole?: string } }[]).map((row) => ({
    address: row.address,
    index: row.index,
    role: row.adminConsoleInfo?.consoleRole,
  }));
}

const activeCount = (rows: ConsoleRow[]) => rows.filter((row) => row.role === 'ACTIVE').length;

describe('console roles', () => {
  it('makes the first console ACTIVE and the later ones PASSIVE, with the lowest free indexes', async () => {
    const first = await cluster.startNode({ demo: true });
    const second = await cluster.startNode();
    const third = await cluster.startNode();
    const expected = [
      { address: addressOf(first), index: 1, role: 'ACTIVE' },
      { address: addressOf(second), index: 2, role: 'PASSIVE' },
      { address: addressOf(third), index: 3, role: 'PASSIVE' },
    ];
    expect(await consoles(first)).toEqual(expected);
    expect(await consoles(third)).toEqual(expected);
    expect((await admin(second).api('GET', '/cluster/status')).body.currentNodeIndex).toBe(2);
    const info = await admin(second).api('GET', '/internal/activePassiveConsoleInfo');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ enabled: true, role: 'PASSIVE' });

    // A passive console that leaves frees its index; the next node takes the lowest free one.
    await second.close();
    const fourth = await cluster.startNode();
    expect((await consoles(first)).map((row) => [row.index, row.address])).toEqual([
      [1, addressOf(first)],
      [2, addressOf(fourth)],
      [3, addressOf(third)],
    ]);
  });

  it('keeps the active console known while it is down, and its index and role when it restarts', async () => {
    const first = await cluster.startNode({ demo: true });
    const second = await cluster.startNode();
    const firstAddress = addressOf(first);
    await first.close();
    expect(await consoles(second)).toEqual([
      { address: firstAddress, index: 1, role: 'ACTIVE' },
      { address: addressOf(second), index: 2, role: 'PASSIVE' },
    ]);
    const restarted = await cluster.startNode({ dataDir: first.dataDir });
    expect(await consoles(restarted)).toEqual([
      { address: addressOf(restarted), index: 1, role: 'ACTIVE' },
      { address: addressOf(second), index: 2, role: 'PASSIVE' },
    ]);
  });

  it('refuses configuration changes on a passive console, changing nothing, and allows sign-in and the switch', async () => {
    const first = await cluster.startNode({ demo: true });
    const second = await cluster.startNode();
    const dump = await openStoreDump(second);
    try {
      const before = await dump.dump();
      const issuer = { name: 'Passive Issuer', host: 'passive.example.com' };
      const refused = await admin(second).api('POST', '/oauth/issuers', issuer);
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body).toMatchObject({ resultId: 'passive_admin_node', message: PASSIVE_ADMIN_NODE_MESSAGE });
      const replicate = await admin(second).api('POST', '/cluster/replicate');
      expect(replicate.status).toBe(403);
      expect(replicate.body.resultId).toBe('passive_admin_node');
      expect(await dump.dump()).toEqual(before);

      // Sign-in, reads and the console's own housekeeping still work on the passive console.
      const session = await second.login('Administrator', DEMO_PASSWORD);
      expect((await session.api('GET', '/oauth/issuers')).status).toBe(200);
      expect((await session.api('POST', '/internal/apiToken')).status).toBe(200);
      // An unauthenticated write is still a 401, not a disclosure of the role.
      expect((await second.anonymous.api('POST', '/oauth/issuers', issuer)).status).toBe(401);

      const switched = await session.api('POST', '/cluster/adminNode/role/active');
      expect(switched.status, switched.text).toBe(200);
      expect(await consoles(first)).toEqual([
        { address: addressOf(first), index: 1, role: 'PASSIVE' },
        { address: addressOf(second), index: 2, role: 'ACTIVE' },
      ]);
      // The roles are read from the database: the old active console refuses at once.
      expect((await admin(first).api('POST', '/oauth/issuers', issuer)).status).toBe(403);
      const created = await admin(second).api('POST', '/oauth/issuers', issuer);
      expect(created.status, created.text).toBe(201);
    } finally {
      await dump.close();
    }
  });

  it("serves the setup wizard's anonymous steps on a passive console until the first administrator exists", async () => {
    await cluster.startNode();
    const passive = await cluster.startNode();
    const administrator = {
      username: 'Administrator',
      password: 'Wizard-Pa55word',
      active: true,
      auditor: false,
      description: 'Initial administrator user',
      roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR'],
    };
    expect((await passive.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
    const created = await passive.anonymous.api('POST', '/administrativeAccounts', administrator);
    expect(created.status, created.text).toBe(200);
    // Setup is complete now: the wizard reads the role with the new credentials and switches.
    const wizard = passive.basic('Administrator', 'Wizard-Pa55word');
    expect((await wizard.api('GET', '/internal/activePassiveConsoleInfo')).body).toMatchObject({ enabled: true, role: 'PASSIVE' });
    const second = { ...administrator, username: 'second', description: 'Second' };
    const refused = await wizard.api('POST', '/administrativeAccounts', second);
    expect(refused.status).toBe(403);
    expect(refused.body.resultId).toBe('passive_admin_node');
    expect((await wizard.api('POST', '/cluster/adminNode/role/active')).status).toBe(200);
    expect((await wizard.api('POST', '/administrativeAccounts', second)).status).toBe(200);
  });

  it('ends concurrent switches with exactly one ACTIVE console', async () => {
    const nodes = [await cluster.startNode({ demo: true })];
    for (let i = 0; i < 3; i++) nodes.push(await cluster.startNode());
    const answers = await Promise.all(nodes.slice(1).map((node) => admin(node).api('POST', '/cluster/adminNode/role/active')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await consoles(nodes[0]);
    expect(rows).toHaveLength(4);
    expect(activeCount(rows)).toBe(1);
    expect(rows[0].role).toBe('PASSIVE');
  });

  it('makes exactly one of two consoles starting at once on an empty cluster ACTIVE', async () => {
    const [one, two] = await Promise.all([cluster.startNode(), cluster.startNode()]);
    // No accounts yet (no demo seed, which two nodes cannot run at once): read the rows themselves.
    const rows = await withRawDatabase(one, (db) => db.query<{ port: string; role: string }>(
      "SELECT split_part(address, ':', 2) AS port, console_role AS role FROM cluster_nodes ORDER BY console_role",
    ));
    expect(rows.map((row) => row.role)).toEqual(['ACTIVE', 'PASSIVE']);
    expect(rows.map((row) => row.port).sort()).toEqual([one, two].map((node) => new URL(node.baseUrl).port).sort());
  });
});
