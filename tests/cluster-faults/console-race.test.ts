/**
 * Two consoles racing to become active, at start on an empty cluster and by switching at the same
 * moment: exactly one ACTIVE row at the end, and both nodes say the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/admin-client';
import { startTestCluster, type TestCluster } from './support/test-cluster';

let cluster: TestCluster;

beforeAll(async () => {
  cluster = await startTestCluster(0);
});
afterAll(async () => cluster?.dispose());

/** The roles as the database records them and as each console reports its own. */
async function roles(): Promise<{ recorded: (string | undefined)[]; reported: (string | undefined)[]; activeRows: number }> {
  const consoles = [cluster.node('console-1'), cluster.node('console-2')];
  const recorded = await Promise.all(consoles.map((node) => cluster.consoleRole(node)));
  const reported = await Promise.all(
    consoles.map(async (node) => (await cluster.api(node.name)<{ consoleRole?: string }>('GET', '/cluster/adminNode/status')).body.consoleRole),
  );
  const active = await cluster.query<{ count: string }>("SELECT COUNT(*) AS count FROM cluster_nodes WHERE console_role = 'ACTIVE'");
  return { recorded, reported, activeRows: Number(active.rows[0].count) };
}

function expectOneActive(state: Awaited<ReturnType<typeof roles>>): void {
  expect(state.activeRows).toBe(1);
  expect([...state.recorded].sort()).toEqual(['ACTIVE', 'PASSIVE']);
  expect(state.reported).toEqual(state.recorded);
}

describe('two consoles racing to become active', () => {
  it('switching at the same moment: exactly one is active, and both agree', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(['console-1', 'console-2'].map((name) => cluster.api(name)('POST', '/cluster/adminNode/role/active')));
      // The active one's switch changes nothing; the passive one's takes over: both succeed, in either order.
      for (const answer of answers) expect(answer.status).toBe(200);
      expectOneActive(await roles());
    }
    cluster.alive();
  });

  it('starting together on an empty cluster: exactly one becomes active, and both agree', async () => {
    const consoles = [cluster.node('console-1'), cluster.node('console-2')];
    for (let round = 0; round < 2; round++) {
      await Promise.all(consoles.map((node) => node.stop()));
      await cluster.query('DELETE FROM cluster_nodes');
      await Promise.all(consoles.map((node) => node.start()));
      const state = await eventually('both consoles registered', async () => {
        cluster.alive();
        const current = await roles();
        return current.recorded.every((role) => role !== undefined) ? current : undefined;
      });
      expectOneActive(state);
    }
    cluster.alive();
  });
});
